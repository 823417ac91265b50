import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createHousehold, multipartBody, type Household } from '../test/recipe-fixtures';

/**
 * Requests that race each other. PGlite runs them one by one; on PostgreSQL (TEST_DB=postgres) they
 * run in parallel, where a row deleted or written by one made another fail on a key or a foreign
 * key: that request answered 500. Now it is a 409 to send again, or simply succeeds.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Answer = { statusCode: number; body: string };

function expectNo5xx(answers: Answer[]): void {
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    if (answer.statusCode >= 400) expect((JSON.parse(answer.body) as { detail?: string }).detail).toBeTruthy();
  }
}

async function saveRecipe(home: Household, profileId: string, name: string): Promise<string> {
  const form = await multipartBody({ data: JSON.stringify({ name, ingredients: [{ name: 'Leek', quantity: 2 }], instructions: [{ content: 'Cook', step_number: 1 }] }) });
  const res = await t.app.inject({ method: 'POST', url: `/recipes/${profileId}`, headers: { ...home.auth, ...form.headers }, payload: form.payload });
  return res.json<{ recipe_id: string }>().recipe_id;
}

describe('concurrent requests', () => {
  it("setting an item's stores many times at once: every call succeeds and one set wins", async () => {
    const home = await createHousehold(t.app, ['Ann']);
    const store = (await t.app.inject({ method: 'POST', url: '/grocery-stores', headers: home.auth, payload: { name: 'Race Mart' } })).json<{ id: string }>().id;
    const item = (
      await t.app.inject({ method: 'POST', url: '/grocery/items', headers: home.auth, payload: { id: randomUUID(), name: 'Milk' } })
    ).json<{ id: string }>().id;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ method: 'PUT', url: `/grocery/items/${item}/stores`, headers: home.auth, payload: { stores: [store] } })),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/grocery/user', headers: home.auth })).json<Array<{ id: string; store: Array<{ id: string }> }>>();
    expect(list.find((row) => row.id === item)?.store.map((s) => s.id)).toEqual([store]);
  });

  it('a recipe deleted while it is favorited, planned and added to the list: no 500', async () => {
    const home = await createHousehold(t.app, ['Ben']);
    const profile = home.profiles.Ben!;
    for (let round = 0; round < 4; round++) {
      const recipe = await saveRecipe(home, profile, `Soup ${round}`);
      const answers = await Promise.all([
        t.app.inject({ method: 'DELETE', url: `/recipes/${profile}/${recipe}`, headers: home.auth }),
        ...Array.from({ length: 6 }, () => [
          t.app.inject({ method: 'PATCH', url: `/recipes/${profile}/${recipe}/favorite`, headers: home.auth }),
          t.app.inject({
            method: 'POST',
            url: `/profiles/${profile}/weekly-plans/`,
            headers: home.auth,
            payload: { recipe_id: recipe, week_start_date: '2026-11-23', week_number: 1, planned_servings: 2 },
          }),
        ]).flat(),
      ]);
      expectNo5xx(answers);
    }
  });

  it('an account deleted while its other calls still run: no 500', async () => {
    const home = await createHousehold(t.app, ['Cleo']);
    const answers = await Promise.all([
      t.app.inject({ method: 'DELETE', url: '/users/me', headers: home.auth }),
      ...Array.from({ length: 5 }, (_, i) => [
        t.app.inject({ method: 'POST', url: '/grocery/items', headers: home.auth, payload: { id: randomUUID(), name: `Milk ${i}` } }),
        t.app.inject({ method: 'POST', url: '/grocery/pantry', headers: home.auth, payload: { name: `Salt ${i}` } }),
        t.app.inject({ method: 'POST', url: '/profiles/', headers: home.auth, payload: { name: `Kid ${i}` } }),
        t.app.inject({ method: 'POST', url: '/grocery-stores', headers: home.auth, payload: { name: `Mart ${i}` } }),
        t.app.inject({ method: 'PUT', url: '/household/unit-system', headers: home.auth, payload: { unit_system: 'us' } }),
      ]).flat(),
    ]);
    expectNo5xx(answers);
  });

  it('adding or renaming profiles to one name at once: one wins, the others are refused (409), no twin profiles', async () => {
    const home = await createHousehold(t.app, ['Dora']);
    const json = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: '/profiles/', headers: home.auth, payload: { name: 'Sam' } })));
    const forms = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const form = await multipartBody({ name: 'Max' });
        return t.app.inject({ method: 'POST', url: '/profiles/add-new-profile', headers: { ...home.auth, ...form.headers }, payload: form.payload });
      }),
    );
    const kids = await Promise.all(
      ['Kid 1', 'Kid 2', 'Kid 3', 'Kid 4'].map(
        async (name) => (await t.app.inject({ method: 'POST', url: '/profiles/', headers: home.auth, payload: { name } })).json<{ id: string }>().id,
      ),
    );
    const renames = await Promise.all(
      kids.map(async (id) => {
        const form = await multipartBody({ name: 'Zed' });
        return t.app.inject({ method: 'PUT', url: `/profiles/update-profile-data/${id}`, headers: { ...home.auth, ...form.headers }, payload: form.payload });
      }),
    );
    for (const answers of [json, forms, renames]) {
      expectNo5xx(answers);
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    }
    const names = (await t.app.inject({ method: 'GET', url: '/profiles/', headers: home.auth })).json<Array<{ name: string }>>().map((p) => p.name);
    for (const name of ['Sam', 'Max', 'Zed']) expect(names.filter((n) => n === name)).toHaveLength(1);
  });
});
