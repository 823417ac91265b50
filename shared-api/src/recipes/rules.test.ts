import { describe, expect, it } from 'vitest';
import { parseMinutes, scaleQuantity } from './rules';

describe('scaling', () => {
  it('scales by planned / recipe servings to 2 decimals', () => {
    expect(scaleQuantity(1, 3, 4)).toBe(0.75);
    expect(scaleQuantity(2, 1, 3)).toBe(0.67);
    expect(scaleQuantity(1.5, 2, null)).toBe(3);
  });

  it('leaves quantities alone when servings are not positive', () => {
    expect(scaleQuantity(2, 0, 4)).toBe(2);
  });
});

describe('parseMinutes', () => {
  it.each([
    ['1 hr 15 mins', 75],
    ['45 minutes', 45],
    ['2 hours', 120],
    ['90', 90],
    ['1h30m', 90],
    ['', null],
    ['soon', null],
  ])('%s → %s', (text, minutes) => {
    expect(parseMinutes(text)).toBe(minutes);
  });
});
