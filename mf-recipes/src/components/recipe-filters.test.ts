import type { RecipeSummary } from 'shared-api';
import { describe, expect, it } from 'vitest';
import { categoriesOf, EMPTY_FILTERS, visibleRecipes } from './recipe-filters';
import { cleanServings } from './plan-dialog';
import { EMPTY_FORM, saveDataFromForm } from './recipe-form-state';

function recipe(id: string, patch: Partial<RecipeSummary>): RecipeSummary {
  return {
    id,
    name: id,
    image_url: null,
    cuisine: null,
    dietary: null,
    tags: [],
    prep_time: null,
    cook_time: null,
    total_time: null,
    servings: 1,
    source_url: null,
    is_favorite: false,
    updated_at: '2026-11-01T00:00:00.000Z',
    profile: { id: 'p', name: 'P' },
    ...patch,
  };
}

const rows = [
  recipe('Pasta Bake', { cuisine: 'Italian', dietary: 'Vegetarian', total_time: '1 hr 5 mins', updated_at: '2026-11-03T00:00:00.000Z' }),
  recipe('Quick Salad', { cuisine: 'italian', dietary: 'Vegan, Gluten Free', total_time: '40 mins', is_favorite: true }),
  recipe('Curry', { cuisine: 'Indian', total_time: '25 minutes', updated_at: '2026-11-05T00:00:00.000Z' }),
];
const none = new Map<string, number>();

describe('recipe list filters', () => {
  it('searches names case-insensitively', () => {
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, search: 'SALAD' }, null, none).map((r) => r.id)).toEqual(['Quick Salad']);
  });

  it('matches cuisine exactly ignoring case and category by inclusion', () => {
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, cuisine: 'Italian' }, null, none)).toHaveLength(2);
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, cuisine: 'Ital' }, null, none)).toHaveLength(0);
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, category: 'vegan' }, null, none).map((r) => r.id)).toEqual(['Quick Salad']);
    expect(categoriesOf(rows)).toEqual(['Gluten Free', 'Vegan', 'Vegetarian']);
  });

  it('splits at 40 minutes parsed from the time text', () => {
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, time: 'under-40' }, null, none).map((r) => r.id)).toEqual(['Quick Salad', 'Curry']);
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, time: 'over-40' }, null, none).map((r) => r.id)).toEqual(['Pasta Bake']);
  });

  it('ignores the rating slider', () => {
    expect(visibleRecipes(rows, { ...EMPTY_FILTERS, rating: 5 }, null, none)).toHaveLength(3);
  });

  it('sorts by favorites, plan count and recency', () => {
    expect(visibleRecipes(rows, EMPTY_FILTERS, 'favorites', none)[0]?.id).toBe('Quick Salad');
    expect(visibleRecipes(rows, EMPTY_FILTERS, 'most-cooked', new Map([['Curry', 2]]))[0]?.id).toBe('Curry');
    expect(visibleRecipes(rows, EMPTY_FILTERS, 'recent', none).map((r) => r.id)).toEqual(['Curry', 'Pasta Bake', 'Quick Salad']);
    expect(visibleRecipes(rows, EMPTY_FILTERS, null, none).map((r) => r.id)).toEqual(['Pasta Bake', 'Quick Salad', 'Curry']);
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
