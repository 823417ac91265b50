import { describe, expect, it } from 'vitest';
import { formatAmounts, knownUnitKey, singularize, sumAmounts } from './units';

describe('sumAmounts', () => {
  it('adds volumes in the largest unit used', () => {
    expect(sumAmounts([{ quantity: 1, unit: 'cup' }, { quantity: 4, unit: 'tbsp' }])).toEqual([{ quantity: 1.25, unit: 'cup' }]);
    expect(sumAmounts([{ quantity: 3, unit: 'teaspoons' }, { quantity: 1, unit: 'Tbsp.' }])).toEqual([{ quantity: 2, unit: 'tbsp' }]);
  });

  it('adds masses in the largest unit used', () => {
    expect(sumAmounts([{ quantity: 500, unit: 'g' }, { quantity: 1, unit: 'kg' }])).toEqual([{ quantity: 1.5, unit: 'kg' }]);
    expect(sumAmounts([{ quantity: 8, unit: 'oz' }, { quantity: 1, unit: 'lbs' }])).toEqual([{ quantity: 1.5, unit: 'lb' }]);
    expect(sumAmounts([{ quantity: 250, unit: 'grams' }, { quantity: 250, unit: 'g' }])).toEqual([{ quantity: 500, unit: 'g' }]);
  });

  it('lists incompatible units side by side', () => {
    const total = sumAmounts([
      { quantity: 1, unit: 'cup' },
      { quantity: 200, unit: 'g' },
      { quantity: 2, unit: 'cloves' },
      { quantity: 1, unit: 'clove' },
      { quantity: 2, unit: '' },
    ]);
    expect(total).toEqual([
      { quantity: 1, unit: 'cup' },
      { quantity: 200, unit: 'g' },
      { quantity: 3, unit: 'cloves' },
      { quantity: 2, unit: '' },
    ]);
    expect(formatAmounts(total)).toBe('1 cup + 200 g + 3 cloves + 2');
  });

  it('rounds to 2 decimals and leaves out zero amounts when formatting', () => {
    expect(sumAmounts([{ quantity: 1, unit: 'cup' }, { quantity: 1, unit: 'tsp' }])).toEqual([{ quantity: 1.02, unit: 'cup' }]);
    expect(formatAmounts([{ quantity: 0, unit: 'pinch' }])).toBe('');
    expect(sumAmounts([])).toEqual([]);
  });
});

describe('unit names', () => {
  it('knows aliases, plurals and the capital T', () => {
    expect(knownUnitKey('Tablespoons')).toBe('tbsp');
    expect(knownUnitKey('T')).toBe('tbsp');
    expect(knownUnitKey('t')).toBe('tsp');
    expect(knownUnitKey('fl oz')).toBe('floz');
    expect(knownUnitKey('Litres')).toBe('l');
    expect(knownUnitKey('can')).toBeNull();
  });

  it('singularizes simple English plurals', () => {
    expect(singularize('berries')).toBe('berry');
    expect(singularize('tomatoes')).toBe('tomato');
    expect(singularize('peaches')).toBe('peach');
    expect(singularize('eggs')).toBe('egg');
    expect(singularize('asparagus')).toBe('asparagus');
    expect(singularize('glass')).toBe('glass');
  });
});
