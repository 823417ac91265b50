import { describe, expect, it } from 'vitest';
import { categoriesOf, distinctValues, formatIngredient, listKeysOf, parseMinutes, scaleQuantity } from './rules';

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

describe('formatIngredient', () => {
  it('writes amount, unit, name and note as one line, leaving out a zero amount', () => {
    expect(formatIngredient({ name: 'flour', quantity: 2, unit: 'cup', note: 'sifted' })).toBe('2 cups flour (sifted)');
    expect(formatIngredient({ name: 'salt', quantity: 0, unit: '', note: 'to taste' })).toBe('salt (to taste)');
    expect(formatIngredient({ name: 'eggs', quantity: 3, unit: '', note: '' })).toBe('3 eggs');
  });

  it('scales to the planned servings and shows the household unit system', () => {
    const onion = { name: 'onion', quantity: 1, unit: '', note: '' };
    expect(formatIngredient(onion, 'as_written', 0.5)).toBe('½ onion');
    const beef = { name: 'ground beef', quantity: 1, unit: 'lb', note: '' };
    expect(formatIngredient(beef, 'metric', 2)).toBe('910 g ground beef');
    expect(formatIngredient(beef, 'us', 2)).toBe('2 lb ground beef');
  });
});

describe('round2 of scaled quantities', () => {
  it('rounds halves up as written in decimal', () => {
    expect(scaleQuantity(1.005, 1, 1)).toBe(1.01);
  });
});

describe('list keys', () => {
  it('lower-cases what the list compares and parses the minutes, with the tags as fallback', () => {
    expect(listKeysOf({ name: 'CRÈME Brûlée', cuisine: null, dietary: null, tags: ['French', 'Vegetarian'], total_time: '1 hr 5 mins' })).toEqual({
      nameKey: 'crème brûlée',
      cuisineKey: 'french',
      dietaryKey: 'french, vegetarian',
      totalMinutes: 65,
    });
    expect(listKeysOf({ name: 'Toast', cuisine: 'British', dietary: 'Vegan', tags: [], total_time: null })).toMatchObject({
      cuisineKey: 'british',
      dietaryKey: 'vegan',
      totalMinutes: null,
    });
  });

  it('offers each choice once whatever its case, the first spelling seen, sorted', () => {
    expect(distinctValues(['italian', ' Thai ', 'Italian', ''])).toEqual(['italian', 'Thai']);
    expect(categoriesOf(['Vegan, Gluten Free', 'vegetarian', 'gluten free'])).toEqual(['Gluten Free', 'Vegan', 'vegetarian']);
  });
});
