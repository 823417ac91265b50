import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { weekStartDate } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createHousehold, multipartBody, sampleRecipe, type Household } from '../test/recipe-fixtures';

let t: TestApp;
let home: Household;
let alice: string;
let bob: string;
const monday = weekStartDate(0);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method, url, headers: { ...home.auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res;
};
const form = (fields: Record<string, string>) => multipartBody(fields);
const saveRecipe = async (profileId: string, name: string) => {
  const body = await form({ data: JSON.stringify({ ...sampleRecipe, name }), image_modified: 'false' });
  return (await call('POST', `/recipes/${profileId}`, body.payload, body.headers)).json<{ recipe_id: string }>().recipe_id;
};

/** The four hot reads, as Alice sees them. */
const reads = () => ({
  recipes: `/recipes/${alice}`,
  page: `/recipes/${alice}/page`,
  grocery: '/grocery/user',
  plans: `/profiles/${alice}/weekly-plans/user-all?week_start_date=${monday}`,
});
type Read = keyof ReturnType<typeof reads>;
const readAll = async () =>
  Object.fromEntries(await Promise.all(Object.entries(reads()).map(async ([name, url]) => [name, (await call('GET', url)).body]))) as Record<Read, string>;

beforeAll(async () => {
  t = await createTestApp();
  home = await createHousehold(t.app, ['Alice', 'Bob']);
  alice = home.profiles.Alice!;
  bob = home.profiles.Bob!;
});
afterAll(() => t.close());

describe('cached hot reads', () => {
  it('answer fresh after every write that changes them', async () => {
    const curry = await saveRecipe(alice, 'Curry');
    await call('POST', `/profiles/${alice}/weekly-plans/`, { recipe_id: curry, week_start_date: monday, week_number: 1, planned_servings: 2 });
    const ingredients = [{ name: 'milk', quantity: 1, unit: 'l', note: '' }];
    const added = await call('POST', '/grocery/add', { id: curry, profile: { id: alice, name: 'Alice' }, week_start_date: monday, week_number: 1, ingredients });
    const milk = added.json<{ items: Array<{ id: string }> }>().items[0]!.id;
    const costco = (await call('POST', '/grocery-stores', { name: 'Costco' })).json<{ id: string }>().id;
    let stew = '';
    let stewPlan = '';
    let salt = '';
    const manual = randomUUID();

    const writes: Array<[string, () => Promise<unknown>, Read[]]> = [
      ['save a recipe', async () => (stew = await saveRecipe(bob, 'Stew')), ['recipes', 'page']],
      [
        'edit a recipe',
        async () => {
          const body = await form({ data: JSON.stringify({ ...sampleRecipe, id: curry, name: 'Mild curry' }), image_modified: 'false' });
          await call('POST', `/recipes/${alice}/edit-recipe`, body.payload, body.headers);
        },
        ['recipes', 'page', 'plans'],
      ],
      ['favorite a recipe', () => call('PATCH', `/recipes/${alice}/${curry}/favorite`), ['recipes', 'page', 'plans']],
      [
        'rename a profile',
        async () => {
          const body = await form({ name: 'Alicia' });
          await call('PUT', `/profiles/update-profile-data/${alice}`, body.payload, body.headers);
        },
        ['recipes', 'page', 'plans'],
      ],
      [
        'plan a recipe',
        async () => {
          const plan = { recipe_id: stew, week_start_date: monday, week_number: 1, planned_servings: 3 };
          stewPlan = (await call('POST', `/profiles/${bob}/weekly-plans/`, plan)).json<{ id: string }>().id;
        },
        ['plans'],
      ],
      ['remove a plan entry', () => call('DELETE', `/profiles/${bob}/weekly-plans/${stewPlan}`), ['plans']],
      ["remove a recipe's plan entries", () => call('DELETE', `/profiles/${alice}/weekly-plans/recipe/${curry}`), ['plans']],
      [
        "add a recipe's ingredients to the list",
        () => call('POST', '/grocery/add', { id: stew, profile: { id: bob, name: 'Bob' }, week_start_date: monday, week_number: 1, ingredients }),
        ['grocery'],
      ],
      ['add an item by hand', () => call('POST', '/grocery/items', { id: manual, name: 'Salt' }), ['grocery']],
      ['change an amount', () => call('PATCH', `/grocery/${milk}`, { quantity: 2 }), ['grocery']],
      ['check an item', () => call('PATCH', `/grocery/${milk}/check`, { is_checked: true }), ['grocery']],
      ['hide an item', () => call('PATCH', `/grocery/${milk}/hide`, { is_hidden: true }), ['grocery']],
      ['move an item to a category', () => call('PATCH', `/grocery/${milk}/category`, { category: 'Bakery' }), ['grocery']],
      ['tag an item with a store', () => call('PUT', `/grocery/items/${milk}/stores`, { stores: [costco] }), ['grocery']],
      ['put a name on the pantry list', async () => (salt = (await call('POST', '/grocery/pantry', { name: 'salt' })).json<{ id: string }>().id), ['grocery']],
      ['hide the pantry items', () => call('POST', '/grocery/pantry/hide', { is_hidden: true }), ['grocery']],
      ['take a name off the pantry list', () => call('DELETE', `/grocery/pantry/${salt}`), ['grocery']],
      ['delete an item', () => call('DELETE', `/grocery/${manual}`), ['grocery']],
      ['delete a recipe', () => call('DELETE', `/recipes/${bob}/${stew}`), ['recipes', 'page']],
    ];

    let before = await readAll();
    for (const [write, run, changes] of writes) {
      await run();
      const after = await readAll();
      for (const read of changes) expect(after[read], `${write} changes ${read}`).not.toBe(before[read]);
      before = after;
    }
  });

  it('answer fresh after a change made past the API, on another connection', async () => {
    const before = (await call('GET', reads().recipes)).json<Array<{ id: string; name: string }>>();
    const [first] = before;
    await t.database.db.update(recipes).set({ name: 'Renamed elsewhere' }).where(eq(recipes.id, first!.id));
    const after = (await call('GET', reads().recipes)).json<Array<{ id: string; name: string }>>();
    expect(after.find((recipe) => recipe.id === first!.id)?.name).toBe('Renamed elsewhere');
  });

  it('answer 304 to a client holding the current answer, and the new one after a change', async () => {
    const first = await call('GET', '/grocery/user');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({ method: 'GET', url: '/grocery/user', headers: { ...home.auth, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await call('POST', '/grocery/items', { id: randomUUID(), name: 'Bread' });
    const changed = await t.app.inject({ method: 'GET', url: '/grocery/user', headers: { ...home.auth, 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<Array<{ name: string }>>().map((item) => item.name)).toContain('Bread');
  });

  it("never answer one household's cached list to another", async () => {
    const other = await createHousehold(t.app, ['Carol']);
    const mine = await call('GET', '/grocery/user');
    const theirs = await t.app.inject({ method: 'GET', url: '/grocery/user', headers: { ...other.auth, 'if-none-match': mine.headers.etag as string } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const foreign = await t.app.inject({ method: 'GET', url: `/recipes/${alice}`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Profile not found' });
  });

  it('answer compressed as the client accepts, each encoding its own ETag', async () => {
    for (let i = 0; i < 6; i++) await call('POST', '/grocery/items', { id: randomUUID(), name: `Item number ${i}` });
    const plain = await call('GET', '/grocery/user');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // CORS's own Vary stays.
    const fromWeb = await call('GET', '/grocery/user', undefined, { origin: 'http://localhost:3000' });
    expect(fromWeb.headers.vary).toMatch(/Origin.*Accept-Encoding/);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      for (let round = 0; round < 2; round++) {
        const res = await call('GET', '/grocery/user', undefined, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers.etag).toBe((plain.headers.etag as string).replace(/"$/, `-${encoding}"`));
        const held = await t.app.inject({ method: 'GET', url: '/grocery/user', headers: { ...home.auth, 'accept-encoding': encoding, 'if-none-match': res.headers.etag as string } });
        expect(held.statusCode).toBe(304);
      }
    }
    // A client holding the plain answer and now accepting gzip gets the gzip representation.
    const switched = await t.app.inject({ method: 'GET', url: '/grocery/user', headers: { ...home.auth, 'accept-encoding': 'gzip', 'if-none-match': plain.headers.etag as string } });
    expect(switched.statusCode).toBe(200);
  });
});
