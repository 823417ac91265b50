import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryItem } from 'shared-api/contract';
import { createTwoHouseholds, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let home: Household;
let other: Household;

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other } = await createTwoHouseholds(t.app));
});
afterAll(() => t.close());

const call = (who: Household, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload === undefined ? {} : { payload }) });

async function addManual(name: string, who: Household = home, extra: object = {}): Promise<GroceryItem> {
  const res = await call(who, 'POST', '/grocery/items', { id: randomUUID(), name, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GroceryItem>();
}

describe('unit system', () => {
  it('is As written until the household picks one, then kept per household', async () => {
    expect((await call(home, 'GET', '/household/unit-system')).json()).toEqual({ unit_system: 'as_written' });
    const saved = await call(home, 'PUT', '/household/unit-system', { unit_system: 'metric' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ unit_system: 'metric' });
    expect((await call(home, 'GET', '/household/unit-system')).json()).toEqual({ unit_system: 'metric' });
    expect((await call(other, 'GET', '/household/unit-system')).json()).toEqual({ unit_system: 'as_written' });
  });

  it('refuses an unknown system with 400 detail and keeps the old one', async () => {
    const res = await call(home, 'PUT', '/household/unit-system', { unit_system: 'imperial' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/Unit system must be one of/);
    expect((await call(home, 'GET', '/household/unit-system')).json()).toEqual({ unit_system: 'metric' });
  });

  it('never changes stored quantities', async () => {
    await call(home, 'PUT', '/household/unit-system', { unit_system: 'us' });
    const item = await addManual('Ground beef', home, { quantity: 454, unit: 'g' });
    expect(item).toMatchObject({ quantity: 454, unit: 'g' });
  });
});

describe('PATCH /grocery/:id/category', () => {
  it('moves every item of the name and remembers the choice for later adds', async () => {
    const first = await addManual('Lemon curd');
    await addManual('lemon curds');
    expect(first.category).toBe('Produce');
    const res = await call(home, 'PATCH', `/grocery/${first.id}/category`, { category: 'Pantry' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ name: 'Lemon curd', category: 'Pantry', updated: 2 });
    const later = await addManual('LEMON CURD');
    expect(later.category).toBe('Pantry');
    // Another household's lemon curd keeps the keyword map's category.
    expect((await addManual('Lemon curd', other)).category).toBe('Produce');
  });

  it('refuses unknown categories (400) and other households (404)', async () => {
    const item = await addManual('Tahini');
    const bad = await call(home, 'PATCH', `/grocery/${item.id}/category`, { category: 'Aisle 9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/Unknown category/);
    const uncategorized = await call(home, 'PATCH', `/grocery/${item.id}/category`, { category: 'Uncategorized' });
    expect(uncategorized.statusCode).toBe(400);
    const foreign = await call(other, 'PATCH', `/grocery/${item.id}/category`, { category: 'Snacks' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Item not found' });
    expect((await call(home, 'PATCH', '/grocery/not-a-uuid/category', { category: 'Snacks' })).statusCode).toBe(404);
  });
});

describe('store aisle order', () => {
  it('saves and lists a store order per household', async () => {
    const store = (await call(home, 'POST', '/grocery-stores', { name: 'Corner Market' })).json<{ id: string }>();
    const order = ['Bakery', 'Dairy & Eggs', 'Produce'];
    const res = await call(home, 'PUT', `/grocery/aisles/${store.id}`, { categories: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ store_id: store.id, categories: order });
    const saved = await call(home, 'PUT', `/grocery/aisles/${store.id}`, { categories: ['Frozen', ...order] });
    expect(saved.statusCode).toBe(200);
    expect((await call(home, 'GET', '/grocery/aisles')).json()).toEqual([{ store_id: store.id, categories: ['Frozen', ...order] }]);
    expect((await call(other, 'GET', '/grocery/aisles')).json()).toEqual([]);
  });

  it('refuses repeated or unknown categories (400) and stores of other households (404)', async () => {
    const store = (await call(home, 'POST', '/grocery-stores', { name: 'Night Market' })).json<{ id: string }>();
    const repeated = await call(home, 'PUT', `/grocery/aisles/${store.id}`, { categories: ['Produce', 'Produce'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().detail).toMatch(/once/);
    const unknown = await call(home, 'PUT', `/grocery/aisles/${store.id}`, { categories: ['Aisle 9'] });
    expect(unknown.statusCode).toBe(400);
    const foreign = await call(other, 'PUT', `/grocery/aisles/${store.id}`, { categories: ['Produce'] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Store not found' });
    expect((await call(home, 'PUT', `/grocery/aisles/${randomUUID()}`, { categories: [] })).statusCode).toBe(404);
    expect((await call(home, 'GET', '/grocery/aisles')).json()).not.toContainEqual(expect.objectContaining({ store_id: store.id }));
  });
});
