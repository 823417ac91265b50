import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyPlans } from '../db/schema';
import { createTwoHouseholds, multipartBody, sampleRecipe, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';

const MONDAY = '2026-11-23';
const NEXT_MONDAY = '2026-11-30';

let t: TestApp;
let home: Household;
let other: Household;
let alice: string;
let bob: string;
let carol: string;
let aliceRecipe: string;
let bobRecipe: string;

async function createRecipe(household: Household, profileId: string, name: string): Promise<string> {
  const body = await multipartBody({ data: JSON.stringify({ ...sampleRecipe, name }), image_modified: 'false' });
  const res = await t.app.inject({ method: 'POST', url: `/recipes/${profileId}`, headers: { ...household.auth, ...body.headers }, payload: body.payload });
  return (res.json() as { recipe_id: string }).recipe_id;
}

const plan = (household: Household, profileId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/profiles/${profileId}/weekly-plans/`, headers: household.auth, payload });

const week = (household: Household, profileId: string, date: string) =>
  t.app.inject({ method: 'GET', url: `/profiles/${profileId}/weekly-plans/user-all?week_start_date=${date}`, headers: household.auth });

async function planCount(): Promise<number> {
  return (await t.app.db.select({ id: weeklyPlans.id }).from(weeklyPlans)).length;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other, alice, bob, carol } = await createTwoHouseholds(t.app));
  aliceRecipe = await createRecipe(home, alice, 'Lasagne');
  bobRecipe = await createRecipe(home, bob, 'Ramen');
});
afterAll(() => t.close());

describe('weekly plans', () => {
  let alicePlan: string;

  it('plans a recipe into a week', async () => {
    const res = await plan(home, alice, { recipe_id: aliceRecipe, week_start_date: NEXT_MONDAY, week_number: 2, planned_servings: 3 });
    expect(res.statusCode).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({ recipe_id: aliceRecipe, week_start_date: NEXT_MONDAY, week_number: 2, planned_servings: 3 });
    alicePlan = entry.id;
    const bobs = await plan(home, bob, { recipe_id: bobRecipe, week_start_date: NEXT_MONDAY, week_number: 2, planned_servings: 2 });
    expect(bobs.statusCode).toBe(200);
  });

  it("lists the household's entries of the week with the full recipe", async () => {
    const res = await week(home, bob, NEXT_MONDAY);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: aliceRecipe,
      name: 'Lasagne',
      plan_id: alicePlan,
      planned_servings: 3,
      week_number: 2,
      week_start_date: NEXT_MONDAY,
      profile: { id: alice, name: 'Alice' },
      servings: 4,
    });
    expect((rows[0] as { ingredients: unknown[] }).ingredients).toHaveLength(2);
    expect((await week(home, alice, MONDAY)).json()).toEqual([]);
  });

  it("marks the recipes the viewing profile favorited, not another profile's favorites", async () => {
    const favorite = await t.app.inject({ method: 'PATCH', url: `/recipes/${bob}/${aliceRecipe}/favorite`, headers: home.auth });
    expect(favorite.json()).toEqual({ recipe_id: aliceRecipe, is_favorite: true });
    const favorites = (profileId: string) =>
      week(home, profileId, NEXT_MONDAY).then((res) => (res.json() as Array<{ id: string; is_favorite: boolean }>).map((row) => [row.id, row.is_favorite]));
    expect(await favorites(bob)).toEqual([[aliceRecipe, true], [bobRecipe, false]]);
    expect(await favorites(alice)).toEqual([[aliceRecipe, false], [bobRecipe, false]]);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await planCount();
    const tuesday = await plan(home, alice, { recipe_id: aliceRecipe, week_start_date: '2026-11-24', week_number: 1, planned_servings: 2 });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().detail).toBe('week_start_date must be a Monday');
    const zero = await plan(home, alice, { recipe_id: aliceRecipe, week_start_date: MONDAY, week_number: 1, planned_servings: 0 });
    expect(zero.statusCode).toBe(400);
    const badWeek = await plan(home, alice, { recipe_id: aliceRecipe, week_start_date: MONDAY, week_number: 7, planned_servings: 2 });
    expect(badWeek.statusCode).toBe(400);
    const badDate = await plan(home, alice, { recipe_id: aliceRecipe, week_start_date: '2026-02-30', week_number: 1, planned_servings: 2 });
    expect(badDate.statusCode).toBe(400);
    const noRecipe = await plan(home, alice, { week_start_date: MONDAY, week_number: 1, planned_servings: 2 });
    expect(noRecipe.statusCode).toBe(400);
    expect((await week(home, alice, 'yesterday')).statusCode).toBe(400);
    expect(await planCount()).toBe(before);
  });

  it('keeps another household out', async () => {
    const before = await planCount();
    expect((await week(other, alice, NEXT_MONDAY)).statusCode).toBe(404);
    expect((await week(other, carol, NEXT_MONDAY)).json()).toEqual([]);
    const foreignRecipe = await plan(other, carol, { recipe_id: aliceRecipe, week_start_date: MONDAY, week_number: 1, planned_servings: 2 });
    expect(foreignRecipe.statusCode).toBe(404);
    const foreignProfile = await plan(other, alice, { recipe_id: aliceRecipe, week_start_date: MONDAY, week_number: 1, planned_servings: 2 });
    expect(foreignProfile.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/profiles/${carol}/weekly-plans/${alicePlan}`, headers: other.auth });
    expect(del.statusCode).toBe(404);
    const delAll = await t.app.inject({ method: 'DELETE', url: `/profiles/${carol}/weekly-plans/recipe/${aliceRecipe}`, headers: other.auth });
    expect(delAll.statusCode).toBe(404);
    expect(await planCount()).toBe(before);
  });

  it('lets only the profile owning the recipe remove an entry', async () => {
    const notOwner = await t.app.inject({ method: 'DELETE', url: `/profiles/${bob}/weekly-plans/${alicePlan}`, headers: home.auth });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json().detail).toBe('You can only remove your own recipes from the plan');
    const ok = await t.app.inject({ method: 'DELETE', url: `/profiles/${alice}/weekly-plans/${alicePlan}`, headers: home.auth });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/profiles/${alice}/weekly-plans/${alicePlan}`, headers: home.auth });
    expect(again.statusCode).toBe(404);
    expect((await week(home, alice, NEXT_MONDAY)).json()).toHaveLength(1);
  });

  it('removes a recipe from every plan', async () => {
    await plan(home, bob, { recipe_id: bobRecipe, week_start_date: MONDAY, week_number: 1, planned_servings: 2 });
    const notOwner = await t.app.inject({ method: 'DELETE', url: `/profiles/${alice}/weekly-plans/recipe/${bobRecipe}`, headers: home.auth });
    expect(notOwner.statusCode).toBe(403);
    const ok = await t.app.inject({ method: 'DELETE', url: `/profiles/${bob}/weekly-plans/recipe/${bobRecipe}`, headers: home.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Removed from week plan', deleted: 2 });
    expect((await week(home, bob, NEXT_MONDAY)).json()).toEqual([]);
    expect((await week(home, bob, MONDAY)).json()).toEqual([]);
  });
});
