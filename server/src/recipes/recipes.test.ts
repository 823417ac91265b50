import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, weeklyPlans } from '../db/schema';
import { createTwoHouseholds, multipartBody, pngImage, sampleRecipe, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';

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

async function save(
  household: Household,
  profileId: string,
  data: unknown,
  extra: { file?: Buffer; imageModified?: string; url?: string } = {},
) {
  const body = await multipartBody(
    { data: typeof data === 'string' ? data : JSON.stringify(data), image_modified: extra.imageModified ?? String(Boolean(extra.file)) },
    extra.file ? { name: 'photo.png', type: 'image/png', data: extra.file } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: extra.url ?? `/recipes/${profileId}`,
    headers: { ...household.auth, ...body.headers },
    payload: body.payload,
  });
}

async function recipeCount(): Promise<number> {
  return (await t.app.db.select({ id: recipes.id }).from(recipes)).length;
}

const get = (household: Household, url: string) => t.app.inject({ method: 'GET', url, headers: household.auth });

describe('save recipe (multipart)', () => {
  let curryId: string;

  it('saves into the profile, dropping blank rows and numbering steps', async () => {
    const res = await save(home, alice, { ...sampleRecipe, recipe_url: null, profile_id: alice });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; recipe_id: string };
    expect(body.status).toBe('success');
    curryId = body.recipe_id;
    const full = await get(home, `/recipes/${curryId}/full`);
    expect(full.statusCode).toBe(200);
    const recipe = full.json();
    expect(recipe.profile).toEqual({ id: alice, name: 'Alice' });
    expect(recipe.ingredients).toEqual([
      { name: 'chicken thighs', quantity: 500, unit: 'g', note: '' },
      { name: 'coconut milk', quantity: 1, unit: 'can', note: 'full fat' },
    ]);
    expect(recipe.instructions).toEqual([
      { content: 'Brown the chicken.', step_number: 1 },
      { content: 'Simmer with coconut milk.', step_number: 2 },
    ]);
    expect(recipe.servings).toBe(4);
  });

  it('stores an uploaded image re-encoded and serves it with cache headers', async () => {
    const res = await save(home, alice, { ...sampleRecipe, name: 'Tomato Soup' }, { file: await pngImage() });
    expect(res.statusCode).toBe(200);
    const full = (await get(home, `/recipes/${res.json().recipe_id}/full`)).json();
    expect(full.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: full.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toContain('max-age');
  });

  it('refuses bad input with a detail and stores nothing', async () => {
    const before = await recipeCount();
    const blank = await save(home, alice, { ...sampleRecipe, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/Recipe title is required/);
    const notJson = await save(home, alice, '{nope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().detail).toMatch(/JSON/);
    const badServings = await save(home, alice, { ...sampleRecipe, servings: -2 });
    expect(badServings.statusCode).toBe(400);
    const badLink = await save(home, alice, { ...sampleRecipe, source_url: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: `/recipes/${alice}`, headers: home.auth, payload: sampleRecipe });
    expect(json.statusCode).toBe(400);
    const notImage = await save(home, alice, sampleRecipe, { file: Buffer.from('not an image at all') });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().detail).toMatch(/not an image/);
    const huge = await save(home, alice, sampleRecipe, { file: Buffer.alloc(1024 * 1024 + 10, 1) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('Image must be less than 1MB');
    expect(await recipeCount()).toBe(before);
  });

  it('answers exists for the same source link in the same profile only', async () => {
    const data = { ...sampleRecipe, name: 'Pad Thai', source_url: 'https://example.com/pad-thai' };
    const first = await save(home, alice, data);
    expect(first.json().status).toBe('success');
    const again = await save(home, alice, { ...data, name: 'Pad Thai again' });
    expect(again.json()).toEqual({ status: 'exists', recipe_id: first.json().recipe_id });
    const bobs = await save(home, bob, data);
    expect(bobs.json().status).toBe('success');
  });

  it('answers 404 for a profile of another household', async () => {
    const before = await recipeCount();
    const res = await save(other, alice, sampleRecipe);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Profile not found');
    expect(await recipeCount()).toBe(before);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/recipes/${alice}` });
    expect(res.statusCode).toBe(401);
  });

  describe('with the saved curry', () => {
    it('lists the household recipes with owner and per-profile favorites', async () => {
      const fav = await t.app.inject({ method: 'PATCH', url: `/recipes/${bob}/${curryId}/favorite`, headers: home.auth });
      expect(fav.json()).toEqual({ recipe_id: curryId, is_favorite: true });
      const bobList = (await get(home, `/recipes/${bob}`)).json() as Array<{ id: string; is_favorite: boolean; profile: { name: string } }>;
      const aliceList = (await get(home, `/recipes/${alice}`)).json() as typeof bobList;
      expect(bobList.find((r) => r.id === curryId)).toMatchObject({ is_favorite: true, profile: { name: 'Alice' } });
      expect(aliceList.find((r) => r.id === curryId)?.is_favorite).toBe(false);
      expect(bobList.map((r) => r.profile.name)).toEqual(expect.arrayContaining(['Alice', 'Bob']));
      // List rows are light; the full recipe has the details.
      expect(bobList[0]).not.toHaveProperty('ingredients');
      const full = (await get(home, `/recipes/${curryId}/full?profile_id=${bob}`)).json();
      expect(full.is_favorite).toBe(true);
      const off = await t.app.inject({ method: 'PATCH', url: `/recipes/${bob}/${curryId}/favorite`, headers: home.auth });
      expect(off.json().is_favorite).toBe(false);
    });

    it('hides the household from another one', async () => {
      expect((await get(other, `/recipes/${alice}`)).statusCode).toBe(404);
      expect((await get(other, `/recipes/${curryId}/full`)).statusCode).toBe(404);
      const fav = await t.app.inject({ method: 'PATCH', url: `/recipes/${carol}/${curryId}/favorite`, headers: other.auth });
      expect(fav.statusCode).toBe(404);
      expect(fav.json().detail).toBe('Recipe not found');
      const carolList = (await get(other, `/recipes/${carol}`)).json();
      expect(carolList).toEqual([]);
      expect((await get(home, '/recipes/not-a-uuid/full')).statusCode).toBe(404);
    });

    it('edits a recipe of the household and keeps the image unless modified', async () => {
      const before = (await get(home, `/recipes/${curryId}/full`)).json();
      const edit = await save(
        home,
        bob,
        { ...sampleRecipe, id: curryId, name: 'Chicken Curry (mild)', servings: 2 },
        { url: `/recipes/${bob}/edit-recipe`, imageModified: 'false' },
      );
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toEqual({ status: 'success', recipe_id: curryId });
      const after = (await get(home, `/recipes/${curryId}/full`)).json();
      expect(after.name).toBe('Chicken Curry (mild)');
      expect(after.servings).toBe(2);
      expect(after.profile.id).toBe(alice);
      expect(after.image_url).toBe(before.image_url);
      expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(before.updated_at).getTime());

      const withImage = await save(home, alice, { ...sampleRecipe, id: curryId }, { url: `/recipes/${alice}/edit-recipe`, file: await pngImage() });
      expect(withImage.statusCode).toBe(200);
      expect((await get(home, `/recipes/${curryId}/full`)).json().image_url).toMatch(/^\/uploads\//);
    });

    it('refuses a bad edit and another household', async () => {
      const blank = await save(home, alice, { ...sampleRecipe, id: curryId, name: '' }, { url: `/recipes/${alice}/edit-recipe` });
      expect(blank.statusCode).toBe(400);
      const noId = await save(home, alice, sampleRecipe, { url: `/recipes/${alice}/edit-recipe` });
      expect(noId.statusCode).toBe(400);
      const foreign = await save(other, carol, { ...sampleRecipe, id: curryId, name: 'Hacked' }, { url: `/recipes/${carol}/edit-recipe` });
      expect(foreign.statusCode).toBe(404);
      expect((await get(home, `/recipes/${curryId}/full`)).json().name).toBe('Chicken Curry');
    });

    it('changes the image through update-image', async () => {
      const body = await multipartBody({ recipe_id: curryId }, { name: 'x.png', type: 'image/png', data: await pngImage(60, 60) });
      const res = await t.app.inject({
        method: 'POST',
        url: '/recipes/update-image/recipe/change',
        headers: { ...home.auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().image_url).toMatch(/^\/uploads\//);
      const foreign = await t.app.inject({
        method: 'POST',
        url: '/recipes/update-image/recipe/change',
        headers: { ...other.auth, ...body.headers },
        payload: body.payload,
      });
      expect(foreign.statusCode).toBe(404);
      const noFile = await multipartBody({ recipe_id: curryId });
      const missing = await t.app.inject({
        method: 'POST',
        url: '/recipes/update-image/recipe/change',
        headers: { ...home.auth, ...noFile.headers },
        payload: noFile.payload,
      });
      expect(missing.statusCode).toBe(400);
    });

    it('generates a picture for a stored recipe and for form values', async () => {
      const byId = await t.app.inject({ method: 'POST', url: '/recipes/generate/image/recipeid', headers: home.auth, payload: { recipe_id: curryId } });
      expect(byId.statusCode).toBe(200);
      expect(byId.headers['content-type']).toBe('image/png');
      expect(byId.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const byForm = await t.app.inject({
        method: 'POST',
        url: '/recipes/generate/image',
        headers: home.auth,
        payload: { name: 'Berry <Tart> & "cream"', cuisine: 'French', ingredients: [{ name: 'blueberries' }, 'flour', 'butter'] },
      });
      expect(byForm.statusCode).toBe(200);
      expect(byForm.rawPayload.length).toBeGreaterThan(1000);
      expect(byForm.rawPayload.equals(byId.rawPayload)).toBe(false);
      const blank = await t.app.inject({ method: 'POST', url: '/recipes/generate/image', headers: home.auth, payload: { name: '' } });
      expect(blank.statusCode).toBe(400);
      const foreign = await t.app.inject({ method: 'POST', url: '/recipes/generate/image/recipeid', headers: other.auth, payload: { recipe_id: curryId } });
      expect(foreign.statusCode).toBe(404);
    });

    it('suggests shared recipes of every household from 3 characters', async () => {
      const short = (await get(other, '/recipes/autocomplete/fetch/all?query=ch')).json();
      expect(short).toEqual([]);
      const found = (await get(other, '/recipes/autocomplete/fetch/all?query=CURR')).json() as Array<Record<string, unknown>>;
      expect(found).toContainEqual({ name: 'Chicken Curry', source_url: null, recipe_id: curryId, profile_name: 'Alice' });
      const wildcard = (await get(other, '/recipes/autocomplete/fetch/all?query=%25%25%25')).json();
      expect(wildcard).toEqual([]);
    });

    it('copies a shared recipe once: by-id, then save answers exists', async () => {
      const draft = await t.app.inject({ method: 'POST', url: '/extract/by-id', headers: other.auth, payload: { recipe_id: curryId } });
      expect(draft.statusCode).toBe(200);
      const fields = draft.json();
      expect(fields).toMatchObject({ name: 'Chicken Curry', origin_recipe_id: curryId });
      expect(fields.image_url).toMatch(/^\/uploads\//);
      const first = await save(other, carol, fields);
      expect(first.json().status).toBe('success');
      const copy = (await get(other, `/recipes/${first.json().recipe_id}/full`)).json();
      expect(copy.profile.id).toBe(carol);
      expect(copy.image_url).toBe(fields.image_url);
      expect(copy.origin_recipe_id).toBe(curryId);
      const again = await save(other, carol, fields);
      expect(again.json()).toEqual({ status: 'exists', recipe_id: first.json().recipe_id });
      // Alice already owns the original.
      const own = await save(home, alice, fields);
      expect(own.json()).toEqual({ status: 'exists', recipe_id: curryId });
      const missing = await t.app.inject({ method: 'POST', url: '/extract/by-id', headers: other.auth, payload: { recipe_id: 'x' } });
      expect(missing.statusCode).toBe(400);
    });

    it('lets only the owning profile delete, and removes its plan entries', async () => {
      await t.app.db.insert(weeklyPlans).values({ profileId: bob, recipeId: curryId, weekStartDate: '2026-11-23', weekNumber: 1, plannedServings: 2 });
      const notOwner = await t.app.inject({ method: 'DELETE', url: `/recipes/${bob}/${curryId}`, headers: home.auth });
      expect(notOwner.statusCode).toBe(403);
      expect(notOwner.json().detail).toBe('You can only delete your own recipes');
      const foreign = await t.app.inject({ method: 'DELETE', url: `/recipes/${carol}/${curryId}`, headers: other.auth });
      expect(foreign.statusCode).toBe(404);
      const ok = await t.app.inject({ method: 'DELETE', url: `/recipes/${alice}/${curryId}`, headers: home.auth });
      expect(ok.statusCode).toBe(200);
      expect((await get(home, `/recipes/${curryId}/full`)).statusCode).toBe(404);
      expect(await t.app.db.select().from(weeklyPlans).where(eq(weeklyPlans.recipeId, curryId))).toEqual([]);
      const again = await t.app.inject({ method: 'DELETE', url: `/recipes/${alice}/${curryId}`, headers: home.auth });
      expect(again.statusCode).toBe(404);
    });
  });

  // On PostgreSQL pictures are rows of the images table (see images/storage.test.ts).
  it.skipIf(process.env.TEST_DB === 'postgres')('keeps uploads under random names in DATA_DIR', () => {
    const files = readdirSync(path.join(t.config.dataDir, 'uploads'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((name) => /^[0-9a-f]{32}\.webp$/.test(name))).toBe(true);
  });
});
