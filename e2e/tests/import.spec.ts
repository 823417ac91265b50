import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiUrl, publicApiUrl } from '../support/env';
import { auth, createHome, signInAs, TINY_PNG, uniqueName } from '../support/recipe-seed';

// CI checks out ../shared beside the repository, so this relative path holds there too.
const FIXTURES = new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);

/**
 * A recipe site on this machine: a real saved page (WP Recipe Maker card and JSON-LD), a page
 * without a recipe and a missing one. The product's server fetches them itself (the e2e product
 * runs with FETCH_ALLOW_PRIVATE=true), exactly as it fetches a site on the internet.
 */
let site: Server;
const peaSoupPage = (image: string): string =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Pea Soup',
    image,
    recipeIngredient: ['500 g frozen peas', '1 onion'],
    recipeInstructions: ['Soften the onion.', 'Add the peas, simmer and blend.'],
  })}</script></head><body><h1>Pea Soup</h1></body></html>`;
let siteUrl = '';
test.beforeAll(async () => {
  const churros = readFileSync(new URL('cafedelites.com.html', FIXTURES));
  site = createServer((req, res) => {
    if (req.url === '/churros') res.writeHead(200, { 'content-type': 'text/html' }).end(churros);
    else if (req.url === '/pea-soup') res.writeHead(200, { 'content-type': 'text/html' }).end(peaSoupPage(`${siteUrl}/pea-soup.png`));
    else if (req.url === '/pea-soup.png') res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
    else if (req.url === '/about') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>About us</h1><p>We cook.</p></body></html>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('import a recipe from a link: fetch, review the filled form, save; pages without a recipe say why', async ({ page, request }) => {
  const home = await createHome(request);
  // The saved page's photos and scripts point at the live site: keep the browser off the internet.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await signInAs(page, home);
  await page.goto('/add-recipe');
  const link = page.getByRole('textbox', { name: 'Recipe Link' });
  const fetchButton = page.getByRole('button', { name: 'Fetch Recipe' });

  await link.fill(`${siteUrl}/about`);
  await fetchButton.click();
  await expect(page.getByText('No recipe was found on this page.')).toBeVisible();
  await link.fill(`${siteUrl}/gone`);
  await fetchButton.click();
  await expect(page.getByText('The page could not be loaded (HTTP 404).')).toBeVisible();
  await expect(page.getByLabel('Recipe Title')).toHaveCount(0);

  await link.fill(`${siteUrl}/churros`);
  await fetchButton.click();
  await expect(page.getByText('Recipe extracted successfully!')).toBeVisible();
  await expect(page.getByLabel('Recipe Title')).toHaveValue('Churros Recipe');
  await expect(page.getByLabel('Prep Time')).toHaveValue('15 mins');
  await expect(page.getByLabel('Cook Time')).toHaveValue('20 mins');
  await expect(page.getByLabel('Total Time')).toHaveValue('35 mins');
  await expect(page.getByLabel('Servings')).toHaveValue('20');
  const sugar = page.getByRole('group', { name: 'Ingredient 1', exact: true });
  await expect(sugar.getByLabel('Name')).toHaveValue('sugar');
  await expect(sugar.getByLabel('Qty')).toHaveValue('0.5');
  await expect(sugar.getByLabel('Unit')).toHaveValue('cup');
  const butter = page.getByRole('group', { name: 'Ingredient 3', exact: true });
  await expect(butter.getByLabel('Name')).toHaveValue('butter');
  await expect(butter.getByLabel('Note')).toHaveValue(/125g or 1\/2 cup/);
  await expect(page.getByLabel('Step 1', { exact: true })).toHaveValue('PREPARE YOUR WORK STATION');
  await expect(page.getByLabel('Step 2', { exact: true })).toHaveValue(/^Combine 1\/2 cup sugar and 1\/2 teaspoon cinnamon/);

  // The form is the user's to change before saving.
  const name = uniqueName('Churros');
  await page.getByLabel('Recipe Title').fill(name);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/recipes$/);

  // Stored on the server with the page as its source and the parsed lines, not only shown.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem', { name, exact: true })).toBeVisible();
  const list = (await (await request.get(`${apiUrl}/recipes/${home.profile.id}`, { headers: auth(home) })).json()) as Array<{ id: string; name: string }>;
  const saved = list.find((recipe) => recipe.name === name);
  expect(saved).toBeDefined();
  const full = (await (await request.get(`${apiUrl}/recipes/${saved?.id}/full`, { headers: auth(home) })).json()) as {
    source_url: string;
    servings: number;
    ingredients: Array<{ name: string; quantity: number; unit: string }>;
    instructions: Array<{ content: string; step_number: number }>;
  };
  expect(full.source_url).toBe(`${siteUrl}/churros`);
  expect(full.servings).toBe(20);
  expect(full.ingredients[0]).toMatchObject({ name: 'sugar', quantity: 0.5, unit: 'cup' });
  expect(full.instructions[0]).toEqual({ content: 'PREPARE YOUR WORK STATION', step_number: 1 });
});

test('an imported recipe keeps its own copy of the photo, served by the API', async ({ page, request }) => {
  const home = await createHome(request);
  await signInAs(page, home);
  await page.goto('/add-recipe');
  await page.getByRole('textbox', { name: 'Recipe Link' }).fill(`${siteUrl}/pea-soup`);
  await page.getByRole('button', { name: 'Fetch Recipe' }).click();
  await expect(page.getByLabel('Recipe Title')).toHaveValue('Pea Soup');
  // The preview already shows the stored copy, not the site's file.
  const preview = page.getByRole('img', { name: 'Recipe preview' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^${publicApiUrl}/uploads/[0-9a-f]{32}\\.webp$`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  const name = uniqueName('Pea Soup');
  await page.getByLabel('Recipe Title').fill(name);
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
  const list = (await (await request.get(`${apiUrl}/recipes/${home.profile.id}`, { headers: auth(home) })).json()) as Array<{ name: string; image_url: string | null }>;
  const saved = list.find((recipe) => recipe.name === name);
  expect(saved?.image_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  expect((await request.get(`${apiUrl}${saved?.image_url}`)).status()).toBe(200);
});

/** A new household signed in on Manual Entry, its "Paste recipe" dialog open. */
async function openPasteDialog(page: Page, request: APIRequestContext) {
  const home = await createHome(request);
  await signInAs(page, home);
  await page.goto('/add-recipe');
  await page.getByRole('tab', { name: 'Manual Entry' }).click();
  await page.getByRole('button', { name: 'Paste recipe' }).click();
  return { home, dialog: page.getByRole('dialog', { name: 'Paste recipe' }) };
}

test('paste a recipe on Manual Entry: fill the form, review, save, find it in Recipes', async ({ page, request }) => {
  const { home, dialog } = await openPasteDialog(page, request);
  await dialog.getByRole('button', { name: 'Fill form' }).click();
  await expect(dialog.getByText('Please paste a recipe.')).toBeVisible();

  const name = uniqueName('Dal');
  await dialog.getByLabel('Recipe text').fill(
    [`[14/03/2025, 19:02] Mum: *${name}*`, 'Serves 6 | prep 5 mins | cook 30 mins', '', '*Ingredients*', '• 1 cup red lentils', '• 1 tsp turmeric', '', '*Steps*', '1) Rinse the lentils.', '2) Simmer with turmeric until soft.', '', 'Enjoy!! ❤️'].join('\n'),
  );
  await dialog.getByRole('button', { name: 'Fill form' }).click();
  await expect(dialog).toHaveCount(0);
  // The toast slides in over the bottom right (where Save is) as it appears: wait for it before saving.
  await expect(page.getByText('Recipe filled in. Check it, then save.')).toBeVisible();
  await expect(page.getByLabel('Recipe Title')).toHaveValue(name);
  await expect(page.getByLabel('Servings')).toHaveValue('6');
  await expect(page.getByLabel('Prep Time')).toHaveValue('5 mins');
  await expect(page.getByLabel('Cook Time')).toHaveValue('30 mins');
  const lentils = page.getByRole('group', { name: 'Ingredient 1', exact: true });
  await expect(lentils.getByLabel('Name')).toHaveValue('red lentils');
  await expect(lentils.getByLabel('Qty')).toHaveValue('1');
  await expect(lentils.getByLabel('Unit')).toHaveValue('cup');
  await expect(page.getByLabel('Step 2', { exact: true })).toHaveValue('Simmer with turmeric until soft.');

  // Nothing is saved until the user saves what they reviewed.
  const before = (await (await request.get(`${apiUrl}/recipes/${home.profile.id}`, { headers: auth(home) })).json()) as unknown[];
  expect(before).toHaveLength(0);
  await page.getByLabel('Step 2', { exact: true }).fill('Simmer with turmeric until soft, about 20 minutes.');
  await page.getByRole('button', { name: 'Save Recipe' }).click();
  await expect(page.getByText('Recipe saved successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/recipes$/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Recipes' }).getByRole('listitem', { name, exact: true })).toBeVisible();
});

test('paste a whole recipe page copied with its menus and comments: the form gets its recipe card', async ({ page, request }) => {
  const { dialog } = await openPasteDialog(page, request);
  const name = uniqueName('Red Lentil Soup');
  const menus = ['Skip to content', 'Home', 'Recipes', 'Soups', 'About', 'Search', name, 'By Jo Cook', 'Jump to Recipe'];
  const post = Array.from({ length: 20 }, (_, i) => `A paragraph of the post about soup on cold days, number ${i + 1}.`);
  const card = [name, 'Print Recipe', 'Prep Time 10 minutes', 'Servings 4', 'Ingredients', 'Scale 1x2x3x', '1 cup red lentils', '4 cups vegetable stock', 'Instructions', 'Simmer the lentils in the stock.', 'Blend until smooth.'];
  const comments = ['', 'More Soup Recipes', 'Leave a Comment', 'Loved it!'];
  await dialog.getByLabel('Recipe text').fill([...menus, ...post, ...card, ...comments].join('\n'));
  await dialog.getByRole('button', { name: 'Fill form' }).click();
  await expect(page.getByText('Recipe filled in. Check it, then save.')).toBeVisible();
  await expect(page.getByLabel('Recipe Title')).toHaveValue(name);
  await expect(page.getByLabel('Servings')).toHaveValue('4');
  await expect(page.getByRole('group', { name: 'Ingredient 1', exact: true }).getByLabel('Name')).toHaveValue('red lentils');
  await expect(page.getByRole('group', { name: 'Ingredient 3', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Step 2', { exact: true })).toHaveValue('Blend until smooth.');
  await expect(page.getByLabel('Step 3', { exact: true })).toHaveCount(0);
});
