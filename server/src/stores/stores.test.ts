import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from 'shared-api/contract';
import { stores } from '../db/schema';
import { createTwoHouseholds, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { CATALOGUE_STORES } from './repository';

let t: TestApp;
let home: Household;
let other: Household;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other, alice, bob, carol } = await createTwoHouseholds(t.app));
});
afterAll(() => t.close());

const call = (who: Household, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });
const all = async (who: Household) => (await call(who, 'GET', '/grocery-stores/all')).json<Store[]>();

describe('GET /grocery-stores/all', () => {
  it('lists the seeded catalogue sorted by name', async () => {
    const names = (await all(home)).map((store) => store.name);
    for (const name of ['Costco', 'Amazon', 'Hy-Vee', 'Target', 'Walmart', 'Kroger', 'Aldi', "Trader Joe's", 'Whole Foods', 'Safeway', 'Publix', "Sam's Club", 'Lidl']) {
      expect(names).toContain(name);
    }
    expect(names).toHaveLength(CATALOGUE_STORES.length);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('seeding again adds nothing', async () => {
    await t.app.db.insert(stores).values({ name: 'costco' }).onConflictDoNothing();
    expect(await all(home)).toHaveLength(CATALOGUE_STORES.length);
  });
});

describe('POST /grocery-stores', () => {
  it('adds a custom store visible to its household only, reusing names case-insensitively', async () => {
    const created = await call(home, 'POST', '/grocery-stores', { name: '  Corner Market ' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Corner Market' });
    const again = await call(home, 'POST', '/grocery-stores', { name: 'corner MARKET' });
    expect(again.json()).toEqual(created.json());
    const catalogue = await call(home, 'POST', '/grocery-stores', { name: 'COSTCO' });
    expect(catalogue.json<Store>().name).toBe('Costco');
    expect((await all(home)).map((store) => store.name)).toContain('Corner Market');
    expect((await all(other)).map((store) => store.name)).not.toContain('Corner Market');
  });

  it('refuses a blank name with the spec text and adds nothing', async () => {
    const before = (await all(home)).length;
    const res = await call(home, 'POST', '/grocery-stores', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain('Please enter a store name');
    expect((await call(home, 'POST', '/grocery-stores', {})).statusCode).toBe(400);
    expect(await all(home)).toHaveLength(before);
  });
});

describe('store selection per profile', () => {
  it('toggles a store in and out of one profile list', async () => {
    const target = (await all(home)).find((store) => store.name === 'Target')!;
    const on = await call(home, 'POST', `/grocery-stores/store-selection/${alice}/${target.id}`);
    expect(on.json()).toEqual({ selected: true, store: target });
    expect((await call(home, 'GET', `/grocery-stores/${alice}`)).json()).toEqual([target]);
    expect((await call(home, 'GET', `/grocery-stores/${bob}`)).json()).toEqual([]);
    const off = await call(home, 'POST', `/grocery-stores/store-selection/${alice}/${target.id}`);
    expect(off.json()).toEqual({ selected: false, store: target });
    expect((await call(home, 'GET', `/grocery-stores/${alice}`)).json()).toEqual([]);
  });

  it("answers 404 for another household's profile or custom store, and for unknown ids", async () => {
    const target = (await all(home)).find((store) => store.name === 'Target')!;
    expect((await call(home, 'POST', `/grocery-stores/store-selection/${carol}/${target.id}`)).statusCode).toBe(404);
    expect((await call(home, 'GET', `/grocery-stores/${carol}`)).statusCode).toBe(404);
    const carolStore = (await call(other, 'POST', '/grocery-stores', { name: 'Carols Deli' })).json<Store>();
    expect((await call(home, 'POST', `/grocery-stores/store-selection/${alice}/${carolStore.id}`)).statusCode).toBe(404);
    expect((await call(home, 'POST', `/grocery-stores/store-selection/${alice}/not-an-id`)).statusCode).toBe(404);
    expect((await call(home, 'GET', `/grocery-stores/${alice}`)).json()).toEqual([]);
    expect((await call(other, 'GET', `/grocery-stores/${carol}`)).json()).toEqual([]);
  });
});
