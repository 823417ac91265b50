import { expect, test, type Page } from '@playwright/test';
import {
  addProfile,
  createHome,
  createRecipe,
  groceryItems,
  planRecipe,
  signInAs,
  TINY_PNG,
  uniqueName,
} from '../support/recipe-seed';

declare global {
  interface Window {
    __wakeLockLog: string[];
  }
}

/** Replaces navigator.wakeLock with a recorder, so the test sees every request and release. */
async function recordWakeLock(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__wakeLockLog = [];
    const wakeLock = {
      request: async (type: string) => {
        window.__wakeLockLog.push(`request:${type}`);
        const sentinel = {
          released: false,
          type,
          onrelease: null,
          release: async () => {
            if (!sentinel.released) window.__wakeLockLog.push('release');
            sentinel.released = true;
          },
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => true,
        };
        return sentinel;
      },
    };
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, get: () => wakeLock });
  });
}

const wakeLog = (page: Page) => page.evaluate(() => window.__wakeLockLog);
const recipeRow = (page: Page, name: string) => page.getByRole('list', { name: 'Recipes' }).getByRole('listitem', { name, exact: true });

test.describe('recipes', () => {
  test('manual recipe → list → expand with wake lock → plan next week with 3 servings → home → grocery', async ({ page, request }) => {
    const home = await createHome(request);
    await recordWakeLock(page);
    await signInAs(page, home);
    const name = uniqueName('Lentil Soup');

    await page.goto('/add');
    await page.getByRole('link', { name: 'New Recipe' }).click();
    await expect(page).toHaveURL(/\/add-recipe$/);
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Recipe Title').fill(name);
    await page.getByLabel('Total Time').fill('35 mins');
    await page.getByLabel('Servings').fill('2');
    await page.getByLabel('Cuisine').fill('Indian');
    const first = page.getByRole('group', { name: 'Ingredient 1' });
    await first.getByLabel('Name').fill('red lentils');
    await first.getByLabel('Qty').fill('1.5');
    await first.getByLabel('Unit').fill('cup');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    const second = page.getByRole('group', { name: 'Ingredient 2' });
    await second.getByLabel('Name').fill('carrot');
    await second.getByLabel('Qty').fill('2');
    await expect(page.getByRole('button', { name: 'Remove ingredient 1' })).toBeEnabled();
    await page.getByLabel('Step 1', { exact: true }).fill('Rinse the lentils.');
    await page.getByRole('button', { name: 'Add Step' }).click();
    await page.getByLabel('Step 2', { exact: true }).fill('Simmer <b>everything</b> for 30 minutes.');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipes$/);

    const row = recipeRow(page, name);
    await expect(row).toBeVisible();
    await expect(row.getByLabel(`Owner: ${home.profile.name}`)).toBeVisible();
    await row.getByRole('button', { name }).click();
    await expect(row.getByText('Servings: 2')).toBeVisible();
    await expect(row.getByText('1 ½ cups red lentils')).toBeVisible();
    // Typed text stays text.
    await expect(row.getByText('Simmer <b>everything</b> for 30 minutes.')).toBeVisible();

    const keepOn = row.getByRole('switch', { name: 'Keep Screen On While Cooking' });
    expect(await wakeLog(page)).toEqual([]);
    await keepOn.click();
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen']);
    await keepOn.click();
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release']);
    await keepOn.click();
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release', 'request:screen']);
    // Collapsing the row releases the lock even with the switch on.
    await row.getByRole('button', { name }).click();
    await expect.poll(() => wakeLog(page)).toEqual(['request:screen', 'release', 'request:screen', 'release']);

    await row.getByRole('button', { name: 'Plan recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan Recipe' });
    await dialog.getByLabel('Which Week?').selectOption({ label: 'Next Week' });
    await dialog.getByLabel('Servings').fill('03x');
    await expect(dialog.getByLabel('Servings')).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Plan + Grocery' }).click();
    await expect(page.getByText('Recipe added to plan and grocery!')).toBeVisible();

    // Scaled by 3 planned / 2 recipe servings.
    await expect
      .poll(async () => (await groceryItems(request, home)).map((item) => `${item.name}:${item.quantity}`).sort())
      .toEqual(['carrot:3', 'red lentils:2.25']);

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Weekly Meal Plan' })).toBeVisible();
    await expect(page.getByText('No recipes planned for This Week')).toBeVisible();
    await page.getByRole('tab', { name: 'Next Week' }).click();
    const planned = page.getByRole('listitem', { name });
    await expect(planned).toBeVisible();
    await expect(planned).toContainText('3 servings');
    // The plan shows amounts for its 3 servings.
    await expect(planned).toContainText('2 ¼ cups red lentils');
  });

  test('search, sort and filters; empty result with Clear Filters', async ({ page, request }) => {
    const home = await createHome(request);
    const quick = uniqueName('Quick Salad');
    const slow = uniqueName('Slow Stew');
    await createRecipe(request, home, { name: quick, cuisine: 'Greek', total_time: '20 mins' });
    await createRecipe(request, home, { name: slow, cuisine: 'French', total_time: '2 hrs' });
    await signInAs(page, home);
    await page.goto('/recipes');
    await expect(recipeRow(page, slow)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('SALAD');
    await expect(recipeRow(page, quick)).toBeVisible();
    await expect(recipeRow(page, slow)).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Cooking Time').selectOption({ label: 'Over 40 mins' });
    await expect(recipeRow(page, slow)).toBeVisible();
    await expect(recipeRow(page, quick)).toHaveCount(0);
    await page.getByLabel('Cuisine').selectOption({ label: 'Greek' });
    await expect(page.getByText('No recipes match your search criteria')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(recipeRow(page, quick)).toBeVisible();
    await expect(recipeRow(page, slow)).toBeVisible();

    await recipeRow(page, quick).getByRole('button', { name: 'Add to favorites' }).click();
    await expect(recipeRow(page, quick).getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitemradio', { name: 'Favorites First' }).click();
    await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem').first()).toHaveAccessibleName(quick);
  });

  test('a long list loads page by page, draws only the rows on screen, and keeps search, sort and filters on reload', async ({ page, request }) => {
    const home = await createHome(request);
    const names = Array.from({ length: 90 }, (_, k) => `Dish ${String(k + 1).padStart(2, '0')} ${k % 3 === 0 ? 'Soup' : 'Bake'}`);
    const ids: string[] = [];
    for (const name of names) ids.push(await createRecipe(request, home, { name, cuisine: name.endsWith('Soup') ? 'Thai' : 'French', total_time: '30 mins' }));
    await planRecipe(request, home, ids[9]!, 0);
    await planRecipe(request, home, ids[9]!, 1);
    await planRecipe(request, home, ids[21]!, 0);
    await signInAs(page, home);
    await page.goto('/recipes');
    const list = page.getByRole('list', { name: 'Recipes' });
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(names[89]!);
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);

    // Scrolling to the end loads the later pages; the oldest recipe comes last.
    await expect(async () => {
      await page.mouse.wheel(0, 20_000);
      await expect(recipeRow(page, names[0]!)).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await list.getByRole('listitem').count()).toBeLessThan(40);

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('soup');
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitemradio', { name: 'Most Cooked' }).click();
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(names[9]!);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Cuisine').selectOption({ label: 'Thai' });
    await page.keyboard.press('Escape');
    await expect(page.getByText('30 of 90 recipes')).toBeVisible();
    await expect(page).toHaveURL(/q=soup/);

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveValue('soup');
    await expect(list.getByRole('listitem').first()).toHaveAccessibleName(names[9]!);
    await expect(list.getByRole('listitem').nth(1)).toHaveAccessibleName(names[21]!);
    await expect(list.getByRole('listitem').nth(2)).toHaveAccessibleName(names[87]!);
    await expect(page.getByText('30 of 90 recipes')).toBeVisible();
  });

  test('owner-only delete; another profile copies a shared recipe through Search Recipe', async ({ page, request }) => {
    const owner = await createHome(request);
    const other = await addProfile(request, owner, 'Sam');
    const name = uniqueName('Shared Pie');
    await createRecipe(request, owner, {
      name,
      servings: 4,
      source_url: `https://example.com/${encodeURIComponent(name)}`,
      ingredients: [{ name: 'apples', quantity: 6, unit: '' }],
      instructions: ['Bake.'],
    });

    await signInAs(page, other);
    await page.goto('/recipes');
    const row = recipeRow(page, name);
    await expect(row.getByLabel(`Owner: ${owner.profile.name}`)).toBeVisible();
    const del = row.getByRole('button', { name: 'Not Allowed: You can only delete your own recipes' });
    await expect(del).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled: Playwright would wait for it to become enabled.
    await del.click({ force: true });
    await expect(page.getByText('You can only delete your own recipes')).toBeVisible();
    await expect(row).toBeVisible();

    await page.goto('/search-recipe');
    await expect(page.getByRole('heading', { name: 'Add Recipe' })).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Search recipes by name' });
    await box.fill(name.slice(0, 2));
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.fill(name.slice(0, 10));
    await page.getByRole('option', { name: `${name} (By- ${owner.profile.name})` }).click();
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    await expect(page.getByText('Recipe loaded successfully!')).toBeVisible();
    await expect(page.getByLabel('Recipe Title')).toHaveValue(name);
    await expect(page.getByRole('group', { name: 'Ingredient 1' }).getByLabel('Name')).toHaveValue('apples');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipes$/);

    const copies = page.getByRole('list', { name: 'Recipes' }).getByRole('listitem', { name, exact: true });
    await expect(copies).toHaveCount(2);
    const mine = copies.filter({ has: page.getByLabel('Owner: Sam') });
    await mine.getByRole('button', { name: 'Delete recipe' }).click();
    await page.getByRole('dialog', { name: 'Delete recipe?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Recipe removed from your profile.')).toBeVisible();
    await expect(copies).toHaveCount(1);

    // Copying the same shared recipe again after keeping it is refused as a duplicate.
    await page.goto('/search-recipe');
    await box.fill(name.slice(0, 10));
    await page.getByRole('option', { name: `${name} (By- ${owner.profile.name})` }).click();
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await page.goto('/search-recipe');
    await box.fill(name.slice(0, 10));
    await page.getByRole('option', { name: `${name} (By- ${owner.profile.name})` }).click();
    await page.getByRole('button', { name: 'Fetch Recipe' }).click();
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByText('This recipe has already been added to your profile.')).toBeVisible();
    await expect(page).toHaveURL(/\/recipes$/);
  });

  test('edit recipe from the row and the blank id message', async ({ page, request }) => {
    const home = await createHome(request);
    const name = uniqueName('Pancakes');
    await createRecipe(request, home, { name, ingredients: [{ name: 'flour', quantity: 200, unit: 'g' }], instructions: ['Mix.'] });
    await signInAs(page, home);
    await page.goto('/recipes');
    const row = recipeRow(page, name);
    await row.getByRole('button', { name }).click();
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Recipe' })).toBeVisible();
    await expect(page.getByLabel('Recipe Title')).toHaveValue(name);
    await page.getByLabel('Recipe Title').fill('');
    await expect(page.getByRole('button', { name: 'Save Recipe' })).toBeDisabled();
    await page.getByLabel('Recipe Title').fill(`${name} deluxe`);
    await page.getByRole('group', { name: 'Ingredient 1' }).getByLabel('Qty').fill('250');
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipes$/);
    const edited = recipeRow(page, `${name} deluxe`);
    await edited.getByRole('button', { name: `${name} deluxe` }).click();
    await expect(edited.getByText('250 g flour')).toBeVisible();

    await page.goto('/edit-recipe/%20');
    await expect(page.getByText('Invalid recipe id.').first()).toBeVisible();
  });

  test('image upload, size check and AI generation', async ({ page, request }) => {
    const home = await createHome(request);
    const name = uniqueName('Berry Tart');
    await createRecipe(request, home, { name, ingredients: [{ name: 'blueberries', quantity: 1, unit: 'cup' }] });
    await signInAs(page, home);
    await page.goto('/recipes');
    const row = recipeRow(page, name);
    await row.getByRole('button', { name }).click();
    await row.getByRole('button', { name: 'Edit Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Image' });

    await dialog.getByLabel('Upload Image').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 1) });
    await expect(page.getByText('Image must be less than 1MB')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update Image' })).toBeDisabled();

    await dialog.getByLabel('Upload Image').setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(dialog.getByRole('img', { name: 'Recipe preview' })).toHaveAttribute('src', /^blob:/);
    await dialog.getByRole('button', { name: 'Update Image' }).click();
    await expect(page.getByText('Image updated')).toBeVisible();
    await expect(row.getByRole('img', { name })).toHaveAttribute('src', /\/uploads\/[0-9a-f]{32}\.webp$/);
    const uploaded = await row.getByRole('img', { name }).getAttribute('src');

    await row.getByRole('button', { name: 'Edit Image' }).click();
    await dialog.getByRole('button', { name: 'Generate Image with AI' }).click();
    await expect(dialog.getByRole('img', { name: 'Recipe preview' })).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Update Image' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('img', { name })).not.toHaveAttribute('src', uploaded ?? '');
    const src = await row.getByRole('img', { name }).getAttribute('src');
    const image = await request.get(src ?? '');
    expect(image.headers()['content-type']).toBe('image/webp');
    expect(image.headers()['cache-control']).toContain('max-age');

    // A new recipe with a generated picture keeps it on save.
    const generated = uniqueName('Green Curry');
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Recipe Title').fill(generated);
    await page.getByRole('group', { name: 'Ingredient 1' }).getByLabel('Name').fill('spinach');
    await page.getByRole('button', { name: 'Generate Image with AI' }).click();
    await expect(page.getByRole('img', { name: 'Recipe preview' })).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(recipeRow(page, generated).locator('img').first()).toHaveAttribute('src', /\/uploads\//);
  });

  test('Save + Plan + Grocery from the add form', async ({ page, request }) => {
    const home = await createHome(request);
    await signInAs(page, home);
    const name = uniqueName('Omelette');
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.getByLabel('Recipe Title').fill(name);
    await page.getByLabel('Servings').fill('1');
    const first = page.getByRole('group', { name: 'Ingredient 1' });
    await first.getByLabel('Name').fill('eggs');
    await first.getByLabel('Qty').fill('3');
    await page.getByRole('button', { name: 'Save + Plan + Grocery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan Recipe' });
    await dialog.getByLabel('Servings').fill('2');
    await dialog.getByRole('button', { name: 'Save + Plan + Grocery' }).click();
    await expect(page.getByText('Recipe Saved, Planned, and Added to Grocery!')).toBeVisible();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect.poll(async () => (await groceryItems(request, home)).map((item) => `${item.name}:${item.quantity}`)).toEqual(['eggs:6']);
    await page.goto('/home');
    await expect(page.getByRole('listitem', { name })).toBeVisible();
  });
});

test('a recipe planned by its owner can only be removed by that profile', async ({ page, request }) => {
  const owner = await createHome(request);
  const other = await addProfile(request, owner, 'Kim');
  const name = uniqueName('Owner Stew');
  const id = await createRecipe(request, owner, { name });
  await planRecipe(request, owner, id, 0);
  await signInAs(page, other, 'WEEKLY');
  await page.goto('/home');
  const row = page.getByRole('listitem', { name });
  await row.getByRole('button', { name: 'Not Allowed: You can only remove your own recipes from the plan' }).click({ force: true });
  await expect(page.getByText('You can only remove your own recipes from the plan')).toBeVisible();
  await expect(row).toBeVisible();
});
