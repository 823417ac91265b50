import { eq } from 'drizzle-orm';
import { weekStartDate, type RecipeFacets, type RecipePage } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../db/schema';
import { createTwoHouseholds, multipartBody, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { createRecipeRepository } from './repository';
import { backfillListKeys } from './service';

let t: TestApp;
let home: Household;
let other: Household;
let alice: string;
let bob: string;
let carol: string;
const ids: Record<string, string> = {};

interface Dish {
  name: string;
  cuisine?: string | null;
  dietary?: string | null;
  tags?: string[];
  total_time?: string | null;
}

async function save(household: Household, profileId: string, dish: Dish): Promise<string> {
  const body = await multipartBody({ data: JSON.stringify({ servings: 2, ...dish }), image_modified: 'false' });
  const res = await t.app.inject({ method: 'POST', url: `/recipes/${profileId}`, headers: { ...household.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode).toBe(200);
  return (res.json() as { recipe_id: string }).recipe_id;
}

const get = (household: Household, url: string) => t.app.inject({ method: 'GET', url, headers: household.auth });

async function page(query: string, profileId = alice): Promise<RecipePage> {
  const res = await get(home, `/recipes/${profileId}/page?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RecipePage;
}
const names = async (query: string, profileId = alice) => (await page(query, profileId)).items.map((row) => row.name);

// Saved in this order, so the list's base order (newest first) is the reverse.
const DISHES: Array<[string, Dish]> = [
  ['alice', { name: 'Chicken Curry', cuisine: 'Indian', dietary: 'Gluten Free', total_time: '45 mins' }],
  ['alice', { name: 'Quick Salad', cuisine: 'italian', dietary: 'Vegan, Gluten Free', total_time: '40 mins' }],
  ['bob', { name: 'Pasta Bake', cuisine: 'Italian', dietary: 'Vegetarian', total_time: '1 hr 5 mins' }],
  ['alice', { name: 'Toast', tags: ['Breakfast', 'Vegan'] }],
  ['bob', { name: 'CRÈME Brûlée', cuisine: 'French', total_time: 'PT30M' }],
  ['alice', { name: '100% Rye', cuisine: 'German', total_time: '3 hours' }],
];
const NEWEST_FIRST = ['100% Rye', 'CRÈME Brûlée', 'Toast', 'Pasta Bake', 'Quick Salad', 'Chicken Curry'];

beforeAll(async () => {
  t = await createTestApp();
  ({ home, other, alice, bob, carol } = await createTwoHouseholds(t.app));
  for (const [who, dish] of DISHES) ids[dish.name] = await save(home, who === 'alice' ? alice : bob, dish);
  await save(other, carol, { name: 'Chicken Pie', cuisine: 'Indian' });
});
afterAll(() => t.close());

describe('GET /recipes/{profileId}/page', () => {
  it('lists the household newest first with owners, counts and this profile’s favorites', async () => {
    await t.app.inject({ method: 'PATCH', url: `/recipes/${alice}/${ids['Toast']}/favorite`, headers: home.auth });
    const first = await page('');
    expect(first.items.map((row) => row.name)).toEqual(NEWEST_FIRST);
    expect(first.total).toBe(6);
    expect(first.next_offset).toBeNull();
    const toast = first.items.find((row) => row.name === 'Toast');
    expect(toast).toMatchObject({ is_favorite: true, profile: { id: alice, name: 'Alice' }, tags: ['Breakfast', 'Vegan'] });
    expect(first.items.find((row) => row.name === 'Pasta Bake')?.profile).toEqual({ id: bob, name: 'Bob' });
    expect((await page('', bob)).items.find((row) => row.name === 'Toast')?.is_favorite).toBe(false);
  });

  it('searches names as a case-insensitive substring, the search trimmed and taken literally', async () => {
    expect(await names('search=%20CHICKEN%20')).toEqual(['Chicken Curry']);
    expect(await names('search=crème')).toEqual(['CRÈME Brûlée']);
    expect(await names('search=%25')).toEqual(['100% Rye']);
    expect(await names('search=_')).toEqual([]);
    expect((await page('search=a')).total).toBe(3);
  });

  it('matches cuisine exactly ignoring case, falling back to the first tag', async () => {
    expect(await names('cuisine=ITALIAN')).toEqual(['Pasta Bake', 'Quick Salad']);
    expect(await names('cuisine=Ital')).toEqual([]);
    expect(await names('cuisine=breakfast')).toEqual(['Toast']);
  });

  it('matches a category by inclusion ignoring case, falling back to the tags', async () => {
    expect(await names('category=vegan')).toEqual(['Toast', 'Quick Salad']);
    expect(await names('category=GLUTEN%20FREE')).toEqual(['Quick Salad', 'Chicken Curry']);
    expect(await names('category=veg')).toEqual(['Toast', 'Pasta Bake', 'Quick Salad']);
  });

  it('splits at 40 minutes parsed from the time text; a recipe without a time matches neither', async () => {
    expect(await names('time=under-40')).toEqual(['CRÈME Brûlée', 'Quick Salad']);
    expect(await names('time=over-40')).toEqual(['100% Rye', 'Pasta Bake', 'Chicken Curry']);
    expect(await names('time=under-40&cuisine=italian&search=salad&category=vegan')).toEqual(['Quick Salad']);
  });

  it('sorts favorites first for the viewing profile, keeping the base order within each group', async () => {
    await t.app.inject({ method: 'PATCH', url: `/recipes/${bob}/${ids['Chicken Curry']}/favorite`, headers: home.auth });
    expect(await names('sort=favorites')).toEqual(['Toast', '100% Rye', 'CRÈME Brûlée', 'Pasta Bake', 'Quick Salad', 'Chicken Curry']);
    expect((await names('sort=favorites', bob))[0]).toBe('Chicken Curry');
    expect(await names('sort=recent')).toEqual(NEWEST_FIRST);
  });

  it('sorts Most Cooked by the household’s plan entries of this and next week', async () => {
    const thisWeek = weekStartDate(0);
    const plan = (profileId: string, recipe: string, week: string, number: 1 | 2 = 1) =>
      t.app.inject({
        method: 'POST',
        url: `/profiles/${profileId}/weekly-plans/`,
        headers: home.auth,
        payload: { recipe_id: ids[recipe], week_start_date: week, week_number: number, planned_servings: 2 },
      });
    const weekAfter = (weeks: number) => {
      const date = new Date(`${thisWeek}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 7 * weeks);
      return date.toISOString().slice(0, 10);
    };
    await plan(alice, 'Quick Salad', thisWeek);
    await plan(bob, 'Quick Salad', weekAfter(1), 2);
    await plan(bob, 'Pasta Bake', thisWeek);
    for (let i = 0; i < 3; i++) await plan(alice, 'Toast', weekAfter(2), 2); // two weeks ahead: not counted
    expect(await names(`sort=most-cooked&week_start=${thisWeek}`)).toEqual([
      'Quick Salad',
      'Pasta Bake',
      '100% Rye',
      'CRÈME Brûlée',
      'Toast',
      'Chicken Curry',
    ]);
    // The week the browser calls "this week" decides: from next week's view only Quick Salad's second entry counts.
    expect((await names(`sort=most-cooked&week_start=${weekAfter(1)}`))[0]).toBe('Toast');
  });

  it('pages with offset and limit; the pages together are the whole list', async () => {
    const first = await page('limit=4');
    expect(first).toMatchObject({ total: 6, next_offset: 4 });
    const second = await page('limit=4&offset=4');
    expect(second).toMatchObject({ total: 6, next_offset: null });
    expect([...first.items, ...second.items].map((row) => row.name)).toEqual(NEWEST_FIRST);
    expect(await page('offset=40')).toMatchObject({ items: [], total: 6, next_offset: null });
    expect(await page('search=zzz')).toMatchObject({ items: [], total: 0, next_offset: null });
  });

  it('answers 404 for a profile of another household and never shows its recipes', async () => {
    expect((await get(other, `/recipes/${alice}/page`)).statusCode).toBe(404);
    expect((await get(home, `/recipes/${carol}/page`)).statusCode).toBe(404);
    expect((await get(home, `/recipes/not-a-uuid/page`)).statusCode).toBe(404);
    expect(await names('search=pie')).toEqual([]);
  });

  it('refuses bad input with a detail', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'offset=x', 'time=soon', 'sort=name', 'week_start=2026-02-30', 'week_start=soon', 'search=%00', `search=${'a'.repeat(301)}`]) {
      const res = await get(home, `/recipes/${alice}/page?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { detail: string }).detail, query).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: `/recipes/${alice}/page` })).statusCode).toBe(401);
  });

  it('follows an edit: the new name and time are what the list searches and filters', async () => {
    const body = await multipartBody({
      data: JSON.stringify({ id: ids['Chicken Curry'], name: 'Lamb Curry', cuisine: 'Indian', total_time: '20 min', servings: 2 }),
      image_modified: 'false',
    });
    const res = await t.app.inject({ method: 'POST', url: `/recipes/${alice}/edit-recipe`, headers: { ...home.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect(await names('search=chicken')).toEqual([]);
    expect((await names('search=lamb&time=under-40'))).toEqual(['Lamb Curry']);
  });
});

describe('GET /recipes/{profileId}/facets', () => {
  it('counts the household and offers its cuisines and categories, case-insensitively distinct', async () => {
    const res = await get(home, `/recipes/${bob}/facets`);
    expect(res.statusCode).toBe(200);
    expect(res.json() as RecipeFacets).toEqual({
      total: 6,
      // "italian" (newer) and "Italian": the most recently updated spelling is shown.
      cuisines: ['Breakfast', 'French', 'German', 'Indian', 'Italian'],
      categories: ['Breakfast', 'Gluten Free', 'Vegan', 'Vegetarian'],
    });
    expect((await get(other, `/recipes/${alice}/facets`)).statusCode).toBe(404);
  });
});

describe('list keys of recipes stored before they existed', () => {
  it('are derived at start, in batches, like a save derives them', async () => {
    const id = ids['Quick Salad']!;
    const [before] = await t.app.db.select().from(recipes).where(eq(recipes.id, id));
    await t.app.db.update(recipes).set({ nameKey: null, cuisineKey: null, dietaryKey: null, totalMinutes: null });
    expect(await backfillListKeys(createRecipeRepository(t.app.db))).toBe(7);
    const [after] = await t.app.db.select().from(recipes).where(eq(recipes.id, id));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ nameKey: 'quick salad', cuisineKey: 'italian', dietaryKey: 'vegan, gluten free', totalMinutes: 40 });
    expect(await backfillListKeys(createRecipeRepository(t.app.db))).toBe(0);
  });
});
