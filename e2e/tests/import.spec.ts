import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiUrl } from '../support/env';
import { auth, createHome, signInAs, uniqueName } from '../support/recipe-seed';

// CI checks out ../shared beside the repository, so this relative path holds there too.
const FIXTURES = new URL('../../../shared/fixtures/recipe-pages/', import.meta.url);

/**
 * A recipe site on this machine: a real saved page (WP Recipe Maker card and JSON-LD), a page
 * without a recipe and a missing one. The product's server fetches them itself (the e2e product
 * runs with FETCH_ALLOW_PRIVATE=true), exactly as it fetches a site on the internet.
 */
let site: Server;
let siteUrl = '';
test.beforeAll(async () => {
  const churros = readFileSync(new URL('cafedelites.com.html', FIXTURES));
  site = createServer((req, res) => {
    if (req.url === '/churros') res.writeHead(200, { 'content-type': 'text/html' }).end(churros);
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
