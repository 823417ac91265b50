import { describe, expect, it } from 'vitest';
import type { GroceryItem } from 'shared-api/grocery';
import { aisleOrder, filterItems, firstRows, groupCards, moveCategory } from './grouping';

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
  it('groups items of one name with what to buy, cards in aisle order', () => {
    const cards = groupCards(
      [
        item('Milk', 1, 'cup', { category: 'Dairy & Eggs' }),
        item('milk', 4, 'tbsp', { category: 'Dairy & Eggs', recipe_id: 'r2' }),
        item('Flour', 500, 'g', { category: 'Pantry' }),
        item('Flour', 1, 'kg', { category: 'Pantry' }),
        item('Widget', 1, '', { category: 'Uncategorized' }),
        item('Tomatoes', 2, '', {}),
        item('Tomato', 1, 'can', {}),
        item('Red bell pepper', 0.5, '', {}),
      ],
      'category',
      { system: 'as_written' },
    );
    expect(cards.map((card) => card.title)).toEqual(['Produce', 'Dairy & Eggs', 'Pantry', 'Uncategorized']);
    const [produce, dairy, pantry] = cards;
    expect(dairy!.groups).toHaveLength(1);
    expect(dairy!.groups[0]).toMatchObject({ name: 'Milk', amount: { text: '1 ¼ cups', exact: null } });
    expect(dairy!.groups[0]!.items).toHaveLength(2);
    expect(pantry!.groups[0]!.amount.text).toBe('1.5 kg');
    expect(produce!.groups[0]!.amount.text).toBe('2 + 1 can');
    expect(produce!.groups[1]!.amount).toEqual({ text: '1', exact: '½' });
  });

  it('shows and sums amounts in the household unit system', () => {
    const items = [item('Ground beef', 200, 'g', { category: 'Meat & Seafood' }), item('ground beef', 0.5, 'lb', { category: 'Meat & Seafood' })];
    expect(groupCards(items, 'category', { system: 'metric' })[0]!.groups[0]!.amount.text).toBe('430 g');
    expect(groupCards(items, 'category', { system: 'us' })[0]!.groups[0]!.amount.text).toBe('15 oz');
  });

  it("orders a store's items by its saved aisle order; other stores and Category mode keep the default", () => {
    const corner = { id: 's1', name: 'Corner' };
    const items = [
      item('Apples', 1, '', { store: [corner] }),
      item('Bread', 1, '', { category: 'Bakery', store: [corner] }),
      item('Milk', 1, 'l', { category: 'Dairy & Eggs', store: [corner] }),
      item('Pears', 1, '', { store: [corner] }),
      item('Mystery', 1, '', { category: 'Uncategorized', store: [corner] }),
    ];
    const aisles = new Map([['s1', ['Dairy & Eggs', 'Bakery'] as const]]);
    const [store] = groupCards(items, 'store', { system: 'as_written', aisles: new Map(aisles) });
    expect(store!.groups.map((group) => group.name)).toEqual(['Milk', 'Bread', 'Apples', 'Pears', 'Mystery']);
    const [plain] = groupCards(items, 'store', { system: 'as_written' });
    expect(plain!.groups.map((group) => group.name)).toEqual(['Apples', 'Pears', 'Bread', 'Milk', 'Mystery']);
    expect(groupCards(items, 'category', { system: 'as_written', aisles }).map((card) => card.title)).toEqual([
      'Produce',
      'Bakery',
      'Dairy & Eggs',
      'Uncategorized',
    ]);
  });

  it('puts a group in every store it is assigned to, Unassigned last', () => {
    const costco = { id: 's1', name: 'Costco' };
    const aldi = { id: 's2', name: 'Aldi' };
    const cards = groupCards(
      [item('Rice', 1, 'kg', { store: [costco, aldi] }), item('Eggs', 12, ''), item('Beans', 1, 'can', { store: [costco] })],
      'store',
      { system: 'as_written' },
    );
    expect(cards.map((card) => [card.title, card.groups.map((group) => group.name)])).toEqual([
      ['Aldi', ['Rice']],
      ['Costco', ['Rice', 'Beans']],
      ['Unassigned', ['Eggs']],
    ]);
  });
});

describe('aisle order', () => {
  it('lists saved categories first, then the rest in the default order', () => {
    expect(aisleOrder(['Frozen', 'Produce']).slice(0, 4)).toEqual(['Frozen', 'Produce', 'Bakery', 'Meat & Seafood']);
    expect(aisleOrder()).toHaveLength(11);
    expect(aisleOrder().at(-1)).toBe('Uncategorized');
  });

  it('moves a category up or down one place, never past either end', () => {
    const order = aisleOrder();
    expect(moveCategory(order, 'Bakery', -1).slice(0, 2)).toEqual(['Bakery', 'Produce']);
    expect(moveCategory(order, 'Produce', 1).slice(0, 2)).toEqual(['Bakery', 'Produce']);
    expect(moveCategory(order, 'Produce', -1)).toEqual(order);
    expect(moveCategory(order, 'Uncategorized', 1)).toEqual(order);
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

describe('firstRows', () => {
  const cards = groupCards(
    [
      ...['Apples', 'Pears', 'Plums'].map((name) => item(name, 1, '', { category: 'Produce' })),
      ...['Butter', 'Milk'].map((name) => item(name, 1, '', { category: 'Dairy & Eggs' })),
      item('Rice', 1, 'kg', { category: 'Pantry' }),
    ],
    'category',
    { system: 'metric' },
  );

  it('keeps whole cards while the limit allows, cuts the card it ends in and leaves out the rest', () => {
    const shown = firstRows(cards, 4);
    expect(shown.map(({ card, groups }) => [card.title, groups.map((group) => group.name)])).toEqual([
      ['Produce', ['Apples', 'Pears', 'Plums']],
      ['Dairy & Eggs', ['Butter']],
    ]);
    // A cut card is still the whole card (its title and count).
    expect(shown[1]?.card.groups).toHaveLength(2);
  });

  it('shows everything once the limit reaches the row count', () => {
    expect(firstRows(cards, 6).flatMap(({ groups }) => groups)).toHaveLength(6);
    expect(firstRows(cards, 100).map(({ card, groups }) => groups === card.groups)).toEqual([true, true, true]);
  });
});
