import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GroceryItem } from 'shared-api/contract';
import { groceryHistory, groceryItems, groceryStoreAssignments, pantryItems, recipes, stores, weeklyPlans } from '../db/schema';
import { createTwoHouseholds, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let home: Household;
let other: Household;
let alice: string;
let carol: string;
let curryId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other, alice, carol } = await createTwoHouseholds(t.app));
  const [curry] = await t.app.db.insert(recipes).values({ profileId: alice, name: 'Chicken Curry', servings: 2 }).returning();
  curryId = curry!.id;
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.app.db.delete(groceryItems);
  await t.app.db.delete(groceryHistory);
  await t.app.db.delete(pantryItems);
  await t.app.db.delete(groceryStoreAssignments);
});

type Who = Household;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload: payload as object }) });

const list = async (who: Who = home): Promise<GroceryItem[]> => (await call(who, 'GET', '/grocery/user')).json<GroceryItem[]>();

const addPayload = (ingredients: unknown[], extra: Record<string, unknown> = {}) => ({
  id: curryId,
  profile: { id: alice, name: 'Alice' },
  week_start_date: '2026-11-23',
  week_number: 1,
  ingredients,
  ...extra,
});

async function addRecipe(ingredients: unknown[], who: Who = home, extra: Record<string, unknown> = {}) {
  const res = await call(who, 'POST', '/grocery/add', addPayload(ingredients, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: GroceryItem[] }>().items;
}

async function addManual(name: string, extra: Record<string, unknown> = {}, who: Who = home) {
  const res = await call(who, 'POST', '/grocery/items', { id: randomUUID(), name, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GroceryItem>();
}

describe('POST /grocery/add', () => {
  it('stores the ingredients with the recipe, a category from the name and the recipe name from the recipes table', async () => {
    const items = await addRecipe([
      { name: 'Chicken thighs', quantity: 500, unit: 'g', note: 'boneless' },
      { name: 'Coconut milk', quantity: 1, unit: 'can' },
      { name: 'Fresh cilantro', quantity: 0.5, unit: 'cup', note: '' },
      { name: 'Mystery powder', quantity: 1, unit: 'tbsp' },
    ]);
    expect(items.map((item) => [item.name, item.category])).toEqual([
      ['Chicken thighs', 'Meat & Seafood'],
      ['Coconut milk', 'Pantry'],
      ['Fresh cilantro', 'Produce'],
      ['Mystery powder', 'Uncategorized'],
    ]);
    const listed = await list();
    expect(listed).toHaveLength(4);
    expect(listed[0]).toMatchObject({
      recipe: 'Chicken Curry',
      recipe_id: curryId,
      quantity: 500,
      unit: 'g',
      note: 'boneless',
      is_checked: false,
      is_hidden: false,
      is_manual: false,
      is_pantryItem: false,
      store: [],
    });
    expect(listed[1]!.is_pantryItem).toBe(true);
  });

  it('takes the recipe name from the payload when the id is not a household recipe', async () => {
    const items = await addRecipe([{ name: 'Eggs', quantity: 2, unit: '' }], home, { id: 'ext-1', name: 'Omelette' });
    expect(items[0]).toMatchObject({ recipe: 'Omelette', recipe_id: 'ext-1', category: 'Dairy & Eggs' });
  });

  it('refuses bad input with a detail and changes nothing', async () => {
    for (const payload of [
      addPayload([]),
      addPayload([{ name: '   ', quantity: 1, unit: '' }]),
      addPayload([{ name: 'Salt', quantity: -1, unit: '' }]),
      { ...addPayload([{ name: 'Salt', quantity: 1 }]), profile: undefined },
    ]) {
      const res = await call(home, 'POST', '/grocery/add', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ detail: string }>().detail).toBeTruthy();
    }
    const unknownRecipe = await call(home, 'POST', '/grocery/add', addPayload([{ name: 'Salt', quantity: 1 }], { id: randomUUID() }));
    expect(unknownRecipe.statusCode).toBe(404);
    expect(await list()).toEqual([]);
  });

  it("answers 404 for another household's profile or recipe", async () => {
    const foreignProfile = await call(home, 'POST', '/grocery/add', addPayload([{ name: 'Salt', quantity: 1 }], { profile: { id: carol, name: 'Carol' } }));
    expect(foreignProfile.statusCode).toBe(404);
    const foreignRecipe = await call(other, 'POST', '/grocery/add', addPayload([{ name: 'Salt', quantity: 1 }], { profile: { id: carol, name: 'Carol' } }));
    expect(foreignRecipe.statusCode).toBe(404);
    expect(await list(other)).toEqual([]);
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/grocery/user' })).statusCode).toBe(401);
  });
});

describe('GET /grocery/user', () => {
  it("shows the household's list to every profile and nothing to other households", async () => {
    await addRecipe([{ name: 'Rice', quantity: 1, unit: 'cup' }]);
    expect(await list()).toHaveLength(1);
    expect(await list(other)).toEqual([]);
  });
});

describe('POST /grocery/items (manual)', () => {
  it('adds an item, is idempotent on the client id, and refuses bad input', async () => {
    const id = randomUUID();
    const first = await call(home, 'POST', '/grocery/items', { id, name: '  Paper towels ', unit: ' roll ' });
    expect(first.statusCode).toBe(200);
    expect(first.json<GroceryItem>()).toMatchObject({ id, name: 'Paper towels', quantity: 1, unit: 'roll', is_manual: true, recipe: null, category: 'Household' });
    const replay = await call(home, 'POST', '/grocery/items', { id, name: 'Paper towels' });
    expect(replay.statusCode).toBe(200);
    expect(await list()).toHaveLength(1);

    for (const payload of [{ id: randomUUID(), name: '  ' }, { id: 'not-a-uuid', name: 'Milk' }, { id: randomUUID(), name: 'Milk', quantity: -2 }]) {
      const res = await call(home, 'POST', '/grocery/items', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ detail: string }>().detail).toBeTruthy();
    }
    expect(await list()).toHaveLength(1);
    // Another household cannot take over the item through its id, nor learn that it exists (no 409):
    // its add is a new item of its own, under an id of its own.
    const theirs = await call(other, 'POST', '/grocery/items', { id, name: 'Paper towels' });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json<GroceryItem>().id).not.toBe(id);
    expect((await list(other)).map((item) => item.name)).toEqual(['Paper towels']);
    expect((await list()).map((item) => [item.id, item.name])).toEqual([[id, 'Paper towels']]);
  });

  it('marks items added as pantry items', async () => {
    const item = await addManual('Rice', { isPantryItem: true });
    expect(item.is_pantryItem).toBe(true);
  });
});

describe('PATCH /grocery/:id', () => {
  it('edits quantity, unit and note; refuses a quantity below 1; others get 404', async () => {
    const [item] = await addRecipe([{ name: 'Milk', quantity: 2, unit: 'cup' }]);
    const res = await call(home, 'PATCH', `/grocery/${item!.id}`, { quantity: 3, unit: 'l', note: 'oat' });
    expect(res.statusCode).toBe(200);
    expect(res.json<GroceryItem>()).toMatchObject({ quantity: 3, unit: 'l', note: 'oat' });

    const low = await call(home, 'PATCH', `/grocery/${item!.id}`, { quantity: 0, unit: 'l' });
    expect(low.statusCode).toBe(400);
    expect(low.json<{ detail: string }>().detail).toContain('Quantity must be at least 1');
    expect((await call(other, 'PATCH', `/grocery/${item!.id}`, { quantity: 9 })).statusCode).toBe(404);
    expect((await call(home, 'PATCH', '/grocery/nope', { quantity: 9 })).statusCode).toBe(404);
    expect((await list())[0]).toMatchObject({ quantity: 3, unit: 'l' });
  });
});

describe('DELETE /grocery/:id', () => {
  it('removes an item; a repeat answers the same; others get 404 and nothing changes', async () => {
    const [keep, drop] = await addRecipe([
      { name: 'Milk', quantity: 1 },
      { name: 'Bread', quantity: 1 },
    ]);
    expect((await call(other, 'DELETE', `/grocery/${keep!.id}`)).statusCode).toBe(404);
    const res = await call(home, 'DELETE', `/grocery/${drop!.id}`);
    expect(res.json()).toEqual({ message: 'Item removed from grocery list' });
    expect((await call(home, 'DELETE', `/grocery/${drop!.id}`)).statusCode).toBe(200);
    expect((await list()).map((item) => item.name)).toEqual(['Milk']);
  });
});

describe('check and hide apply to every item of a name', () => {
  it('checks and unchecks items named alike across recipes', async () => {
    const [a] = await addRecipe([{ name: 'Tomatoes', quantity: 2 }]);
    await addRecipe([{ name: 'tomato', quantity: 1, unit: 'kg' }], home, { id: 'x', name: 'Salad' });
    await addRecipe([{ name: 'Onion', quantity: 1 }]);
    const res = await call(home, 'PATCH', `/grocery/${a!.id}/check`, { is_checked: true });
    expect(res.json()).toEqual({ name: 'Tomatoes', is_checked: true, updated: 2, checked_at: expect.any(String) });
    expect((await list()).map((item) => item.is_checked)).toEqual([true, true, false]);
    expect((await call(home, 'PATCH', `/grocery/${a!.id}/check`, { is_checked: 'yes' })).statusCode).toBe(400);
    expect((await call(other, 'PATCH', `/grocery/${a!.id}/check`, { is_checked: false })).statusCode).toBe(404);
    expect((await list()).map((item) => item.is_checked)).toEqual([true, true, false]);
  });

  it('hides one name, and hides every pantry item at once', async () => {
    const [salt, flour, egg] = await addRecipe([
      { name: 'Salt', quantity: 1, unit: 'tsp' },
      { name: 'Flour', quantity: 2, unit: 'cup' },
      { name: 'Eggs', quantity: 3 },
    ]);
    const hide = await call(home, 'PATCH', `/grocery/${egg!.id}/hide`, { is_hidden: true });
    expect(hide.json()).toMatchObject({ is_hidden: true, updated: 1 });
    expect((await call(other, 'PATCH', `/grocery/${egg!.id}/hide`, { is_hidden: false })).statusCode).toBe(404);
    await call(home, 'PATCH', `/grocery/${egg!.id}/hide`, { is_hidden: false });

    // Salt (Spices) is on the pantry list, Flour is in the Pantry category; Eggs is neither.
    const pantry = await call(home, 'POST', '/grocery/pantry', { name: 'salt' });
    expect(pantry.statusCode).toBe(200);
    const res = await call(home, 'POST', '/grocery/pantry/hide', { is_hidden: true });
    expect(res.json()).toEqual({ updated: 2 });
    const byName = Object.fromEntries((await list()).map((item) => [item.name, item]));
    expect(byName.Salt).toMatchObject({ is_hidden: true, is_pantryItem: true });
    expect(byName.Flour).toMatchObject({ is_hidden: true, is_pantryItem: true });
    expect(byName.Eggs).toMatchObject({ is_hidden: false, is_pantryItem: false });
    expect((await call(home, 'POST', '/grocery/pantry/hide', {})).statusCode).toBe(400);
    await call(home, 'POST', '/grocery/pantry/hide', { is_hidden: false });
    expect((await list()).every((item) => !item.is_hidden)).toBe(true);
    expect(salt && flour).toBeTruthy();
  });
});

describe('merge rule: per field, the last writer by server time; a stale base is not applied', () => {
  const check = (id: string, body: Record<string, unknown>, who: Who = home) => call(who, 'PATCH', `/grocery/${id}/check`, body);

  it('ignores a replayed check made on a view older than the last change, and answers the state that stands', async () => {
    const milk = await addManual('Milk');
    expect(milk.checked_at).toBeNull();
    // Shopper B checks, then unchecks milk while shopper A is offline.
    const checked = (await check(milk.id, { is_checked: true, base: null })).json<{ checked_at: string }>();
    const unchecked = await check(milk.id, { is_checked: false, base: checked.checked_at });
    expect(unchecked.json()).toMatchObject({ is_checked: false, updated: 1 });
    const standing = unchecked.json<{ checked_at: string }>().checked_at;
    // A's check, made before any of that (base: never changed), comes back online: ignored.
    const stale = await check(milk.id, { is_checked: true, base: null });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ name: 'Milk', is_checked: false, updated: 0, checked_at: standing });
    const [item] = await list();
    expect(item).toMatchObject({ is_checked: false, checked_at: standing });
  });

  it('applies a write whose base is the latest change, and chains: each answer is the next base', async () => {
    const bread = await addManual('Bread');
    const first = (await check(bread.id, { is_checked: true, base: null })).json<{ checked_at: string; updated: number }>();
    expect(first.updated).toBe(1);
    const second = (await check(bread.id, { is_checked: false, base: first.checked_at })).json<{ checked_at: string; updated: number }>();
    expect(second.updated).toBe(1);
    expect(new Date(second.checked_at) >= new Date(first.checked_at)).toBe(true);
    expect((await list())[0]!.is_checked).toBe(false);
    // A write without a base (an old client) always applies.
    expect((await check(bread.id, { is_checked: true })).json()).toMatchObject({ is_checked: true, updated: 1 });
  });

  it('keeps fields apart: a stale hide does not touch the check, and edits follow the same rule', async () => {
    const eggs = await addManual('Eggs');
    await check(eggs.id, { is_checked: true, base: null });
    const hidden = await call(home, 'PATCH', `/grocery/${eggs.id}/hide`, { is_hidden: true, base: null });
    expect(hidden.json()).toMatchObject({ is_hidden: true, updated: 1 });
    const staleHide = await call(home, 'PATCH', `/grocery/${eggs.id}/hide`, { is_hidden: false, base: null });
    expect(staleHide.json()).toMatchObject({ is_hidden: true, updated: 0 });

    const edited = (await call(home, 'PATCH', `/grocery/${eggs.id}`, { quantity: 12, base: null })).json<GroceryItem>();
    expect(edited).toMatchObject({ quantity: 12, is_checked: true, is_hidden: true });
    const staleEdit = await call(home, 'PATCH', `/grocery/${eggs.id}`, { quantity: 6, unit: 'box', base: null });
    expect(staleEdit.statusCode).toBe(200);
    expect(staleEdit.json()).toMatchObject({ quantity: 12, unit: '', edited_at: edited.edited_at });
    const newer = await call(home, 'PATCH', `/grocery/${eggs.id}`, { quantity: 6, base: edited.edited_at });
    expect(newer.json()).toMatchObject({ quantity: 6 });
  });

  it('answers 404 for another household and 400 for a bad base, changing nothing', async () => {
    const tea = await addManual('Tea');
    expect((await check(tea.id, { is_checked: true, base: null }, other)).statusCode).toBe(404);
    for (const base of ['yesterday', 42, '2026-13-40T00:00:00Z']) {
      const res = await check(tea.id, { is_checked: true, base });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    expect((await call(home, 'PATCH', `/grocery/${tea.id}`, { quantity: 2, base: 'soon' })).statusCode).toBe(400);
    expect((await list())[0]).toMatchObject({ is_checked: false, quantity: 1, checked_at: null, edited_at: null });
  });
});

describe('PUT /grocery/items/:id/stores', () => {
  it('sets the stores of every item of that name', async () => {
    const [milkA] = await addRecipe([{ name: 'Milk', quantity: 1, unit: 'cup' }]);
    await addRecipe([{ name: 'milk', quantity: 2, unit: 'cup' }], home, { id: 'y', name: 'Pancakes' });
    await addRecipe([{ name: 'Bread', quantity: 1 }]);
    const catalogue = await t.app.db.select().from(stores);
    const costco = catalogue.find((store) => store.name === 'Costco')!;
    const target = catalogue.find((store) => store.name === 'Target')!;
    const res = await call(home, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: [target.id, costco.id, costco.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Milk', store: [{ id: costco.id, name: 'Costco' }, { id: target.id, name: 'Target' }] });
    const items = await list();
    expect(items.filter((item) => item.name.toLowerCase() === 'milk').every((item) => item.store.length === 2)).toBe(true);
    expect(items.find((item) => item.name === 'Bread')!.store).toEqual([]);

    expect((await call(home, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: [randomUUID()] })).statusCode).toBe(404);
    expect((await call(home, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: 'costco' })).statusCode).toBe(400);
    expect((await call(other, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: [] })).statusCode).toBe(404);
    // A custom store of another household is not assignable.
    const foreign = await call(other, 'POST', '/grocery-stores', { name: 'Corner Shop Carol' });
    expect((await call(home, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: [foreign.json<{ id: string }>().id] })).statusCode).toBe(404);
    expect((await list()).find((item) => item.id === milkA!.id)!.store).toHaveLength(2);

    await call(home, 'PUT', `/grocery/items/${milkA!.id}/stores`, { stores: [] });
    expect((await list()).every((item) => item.store.length === 0)).toBe(true);
  });
});

describe('GET /grocery/recipes', () => {
  it('lists the recipes on the list once each', async () => {
    await addRecipe([{ name: 'Rice', quantity: 1 }, { name: 'Peas', quantity: 1 }]);
    await addRecipe([{ name: 'Eggs', quantity: 1 }], home, { id: 'omelette-1', name: 'Omelette' });
    await addManual('Soap');
    const res = await call(home, 'GET', '/grocery/recipes');
    expect(res.json()).toEqual([
      { id: curryId, name: 'Chicken Curry' },
      { id: 'omelette-1', name: 'Omelette' },
    ]);
    expect((await call(other, 'GET', '/grocery/recipes')).json()).toEqual([]);
  });
});

describe('pantry list', () => {
  it('adds (reusing a name), lists and removes; others get 404', async () => {
    const first = await call(home, 'POST', '/grocery/pantry', { name: 'Olive oil' });
    const again = await call(home, 'POST', '/grocery/pantry', { name: 'olive OIL ' });
    expect(again.json()).toEqual(first.json());
    expect((await call(home, 'POST', '/grocery/pantry', { name: ' ' })).statusCode).toBe(400);
    expect((await call(home, 'GET', '/grocery/pantry')).json()).toEqual([first.json()]);
    expect((await call(other, 'GET', '/grocery/pantry')).json()).toEqual([]);
    const id = first.json<{ id: string }>().id;
    expect((await call(other, 'DELETE', `/grocery/pantry/${id}`)).statusCode).toBe(404);
    expect((await call(home, 'DELETE', `/grocery/pantry/${id}`)).statusCode).toBe(200);
    expect((await call(home, 'DELETE', `/grocery/pantry/${id}`)).statusCode).toBe(404);
    expect((await call(home, 'GET', '/grocery/pantry')).json()).toEqual([]);
  });
});

describe('GET /grocery/suggestions', () => {
  it('counts every ingredient of one add in the history, a name given twice as two', async () => {
    const rice = { name: 'Rice', quantity: 1, unit: 'cup' };
    expect((await call(home, 'POST', '/grocery/add', addPayload([rice, { name: 'rice', quantity: 2, unit: 'kg' }, { name: 'Basil', quantity: 0 }]))).statusCode).toBe(200);
    expect((await call(home, 'POST', '/grocery/add', addPayload([rice]))).statusCode).toBe(200);
    const history = await t.app.db.select().from(groceryHistory);
    const byName = Object.fromEntries(history.map((row) => [row.name, [row.timesAdded, row.quantity, row.unit]]));
    expect(byName).toEqual({ Rice: [3, 1, 'cup'], Basil: [1, 1, ''] });
  });

  it('suggests names added often that are not on the list, then planned recipe ingredients', async () => {
    for (let i = 0; i < 3; i++) {
      const bananas = await addManual('Bananas', { quantity: 6 });
      await call(home, 'DELETE', `/grocery/${bananas.id}`);
    }
    const once = await addManual('Kale');
    await call(home, 'DELETE', `/grocery/${once.id}`);
    await addManual('Coffee');
    await addManual('Coffee');

    const [stew] = await t.app.db
      .insert(recipes)
      .values({
        profileId: alice,
        name: 'Bean Stew',
        ingredients: [
          { name: 'Black beans', quantity: 2, unit: 'can', note: '' },
          { name: 'Coffee', quantity: 1, unit: 'cup', note: '' },
        ],
      })
      .returning();
    const today = new Date().toISOString().slice(0, 10);
    await t.app.db.insert(weeklyPlans).values({ profileId: alice, recipeId: stew!.id, weekStartDate: today, weekNumber: 1, plannedServings: 2 });

    const res = await call(home, 'GET', '/grocery/suggestions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: 'Bananas', category: 'Produce', quantity: 6, unit: '', reason: 'frequent', detail: 'Added 3 times' },
      { name: 'Black beans', category: 'Pantry', quantity: 2, unit: 'can', reason: 'planned', detail: 'Bean Stew' },
    ]);
    expect((await call(other, 'GET', '/grocery/suggestions')).json()).toEqual([]);
  });
});
