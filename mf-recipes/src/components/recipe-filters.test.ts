import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromParams, hasActiveFilters, paramsFromFilters } from './recipe-filters';
import { cleanServings } from './plan-dialog';
import { EMPTY_FORM, saveDataFromForm } from './recipe-form-state';

describe('recipe list filters in the address', () => {
  it('round-trips search, filters and sort, leaving out what is empty', () => {
    const filters = { search: 'chicken & rice', cuisine: 'Thai', category: '', time: 'under-40' as const, sort: 'most-cooked' as const };
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('q=chicken+%26+rice&cuisine=Thai&time=under-40&sort=most-cooked');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(paramsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('ignores a time or sort the list does not know', () => {
    expect(filtersFromParams(new URLSearchParams('time=soon&sort=name'))).toEqual(EMPTY_FILTERS);
  });

  it('counts a sort alone as no filter', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'favorites' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, category: 'Vegan' })).toBe(true);
  });
});

describe('forms', () => {
  it('keeps plan servings to digits without leading zeros', () => {
    expect(cleanServings('007a')).toBe('7');
    expect(cleanServings('0')).toBe('');
    expect(cleanServings('1.5')).toBe('15');
  });

  it('drops blank rows and numbers steps on save', () => {
    const data = saveDataFromForm(
      {
        ...EMPTY_FORM,
        name: ' Soup ',
        servings: '0',
        ingredients: [{ name: 'salt', quantity: 'x', unit: ' g ', note: '' }, { name: ' ', quantity: '1', unit: '', note: '' }],
        instructions: ['', 'Boil', 'Serve'],
      },
      'profile-1',
    );
    expect(data).toMatchObject({
      name: 'Soup',
      servings: 1,
      ingredients: [{ name: 'salt', quantity: 0, unit: 'g', note: '' }],
      instructions: [
        { content: 'Boil', step_number: 1 },
        { content: 'Serve', step_number: 2 },
      ],
      profile_id: 'profile-1',
    });
  });
});
