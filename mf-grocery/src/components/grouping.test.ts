import { describe, expect, it } from 'vitest';
import type { GroceryItem } from 'shared-api';
import { filterItems, groupCards } from './grouping';

let next = 0;
const item = (name: string, quantity: number, unit: string, extra: Partial<GroceryItem> = {}): GroceryItem => ({
  id: String(++next),
  name,
  category: 'Produce',
  quantity,
  unit,
  note: '',
  recipe: 'Curry',
  recipe_id: 'r1',
  is_checked: false,
  is_hidden: false,
  is_manual: false,
  is_pantryItem: false,
  store: [],
  created_at: '2026-11-23T00:00:00Z',
  ...extra,
});

describe('groupCards', () => {
  it('groups items of one name with a count and a converted total, cards in aisle order', () => {
    const cards = groupCards(
      [
        item('Milk', 1, 'cup', { category: 'Dairy & Eggs' }),
        item('milk', 4, 'tbsp', { category: 'Dairy & Eggs', recipe_id: 'r2' }),
        item('Flour', 500, 'g', { category: 'Pantry' }),
        item('Flour', 1, 'kg', { category: 'Pantry' }),
        item('Widget', 1, '', { category: 'Uncategorized' }),
        item('Tomatoes', 2, '', {}),
        item('Tomato', 1, 'can', {}),
      ],
      'category',
    );
    expect(cards.map((card) => card.title)).toEqual(['Produce', 'Dairy & Eggs', 'Pantry', 'Uncategorized']);
    const [produce, dairy, pantry] = cards;
    expect(dairy!.groups).toHaveLength(1);
    expect(dairy!.groups[0]).toMatchObject({ name: 'Milk', total: '1.25 cup' });
    expect(dairy!.groups[0]!.items).toHaveLength(2);
    expect(pantry!.groups[0]!.total).toBe('1.5 kg');
    expect(produce!.groups[0]!.total).toBe('2 + 1 can');
  });

  it('puts a group in every store it is assigned to, Unassigned last', () => {
    const costco = { id: 's1', name: 'Costco' };
    const aldi = { id: 's2', name: 'Aldi' };
    const cards = groupCards(
      [item('Rice', 1, 'kg', { store: [costco, aldi] }), item('Eggs', 12, ''), item('Beans', 1, 'can', { store: [costco] })],
      'store',
    );
    expect(cards.map((card) => [card.title, card.groups.map((group) => group.name)])).toEqual([
      ['Aldi', ['Rice']],
      ['Costco', ['Rice', 'Beans']],
      ['Unassigned', ['Eggs']],
    ]);
  });
});

describe('filterItems', () => {
  const items = [item('Salt', 1, 'tsp', { is_hidden: true }), item('Sugar', 1, 'cup'), item('Eggs', 2, '', { recipe_id: 'r2' })];
  it('leaves hidden items out unless asked, searches names without case, filters by recipe', () => {
    expect(filterItems(items, { search: '', showHidden: false, recipeId: null }).map((i) => i.name)).toEqual(['Sugar', 'Eggs']);
    expect(filterItems(items, { search: 's', showHidden: true, recipeId: null }).map((i) => i.name)).toEqual(['Salt', 'Sugar', 'Eggs']);
    expect(filterItems(items, { search: 'SUG', showHidden: false, recipeId: null }).map((i) => i.name)).toEqual(['Sugar']);
    expect(filterItems(items, { search: '', showHidden: false, recipeId: 'r2' }).map((i) => i.name)).toEqual(['Eggs']);
  });
});
