import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/env';
import { auth, createHome, createRecipe, planRecipe, signInAs, type Home } from '../support/recipe-seed';

/** Three imported recipes, as a new user would plan them (issue 21), put on the list through the real API. */
const RECIPES = [
  {
    name: 'Chili',
    servings: 2,
    ingredients: [
      { name: 'Ground beef', quantity: 1, unit: 'lb' },
      { name: 'Red bell pepper', quantity: 0.5, unit: '' },
      { name: 'Canned tomatoes', quantity: 0.5, unit: 'can' },
      { name: 'Black pepper', quantity: 0.13, unit: 'tsp' },
      { name: 'Red wine vinegar', quantity: 2, unit: 'tbsp' },
    ],
  },
  {
    name: 'Tacos',
    servings: 2,
    ingredients: [
      { name: 'ground beef', quantity: 200, unit: 'g' },
      { name: 'Onion', quantity: 1, unit: '' },
      { name: 'Tortillas', quantity: 8, unit: '' },
      { name: 'Lime juice', quantity: 1, unit: 'tbsp' },
      { name: 'Cheddar cheese', quantity: 100, unit: 'g' },
    ],
  },
  {
    name: 'Salad',
    servings: 2,
    ingredients: [
      { name: 'Olive oil', quantity: 0.19, unit: 'cup' },
      { name: 'Lemon juice', quantity: 2, unit: 'tbsp' },
      { name: 'Cucumber', quantity: 1, unit: '' },
      { name: 'Feta', quantity: 150, unit: 'g' },
      { name: 'Cherry tomatoes', quantity: 250, unit: 'g' },
      { name: 'Mint', quantity: 1, unit: 'bunch' },
    ],
  },
];

async function seed(request: Parameters<typeof createHome>[0]): Promise<{ home: Home; chiliId: string }> {
  const home = await createHome(request);
  let chiliId = '';
  for (const recipe of RECIPES) {
    const id = await createRecipe(request, home, recipe);
    if (recipe.name === 'Chili') chiliId = id;
    const res = await request.post(`${apiUrl}/grocery/add`, {
      headers: auth(home),
      data: { id, profile: home.profile, ingredients: recipe.ingredients.map((item) => ({ ...item, note: '' })) },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { home, chiliId };
}

const row = (page: Page, name: string) => page.locator('li.gr-row').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
const total = (page: Page, name: string) => row(page, name).getByTestId('group-total');

/** Rows wholly visible between the app header and the bottom bar once the list's first card is scrolled to just below the header. */
async function rowsInView(page: Page): Promise<number> {
  return page.locator('.gr-card').first().evaluate((card) => {
    const top = document.querySelector('.ui-app-header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollBy(0, card.getBoundingClientRect().top - top);
    const bottom = document.querySelector('.ui-bottom-nav')?.getBoundingClientRect().top ?? window.innerHeight;
    return Array.from(document.querySelectorAll('li.gr-row')).filter((li) => {
      const box = li.getBoundingClientRect();
      return box.top >= top && box.bottom <= bottom;
    }).length;
  });
}

test.describe('grocery amounts, units and aisles', () => {
  test('a shopper reads buyable amounts in either unit system and walks a reordered store', async ({ page, request }, testInfo) => {
    const { home, chiliId } = await seed(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, home);
    await page.goto('/grocery');
    await expect(page.getByRole('heading', { name: 'Grocery List', level: 1 })).toBeVisible();

    // As written: fractions, whole things rounded up with the exact need, a pinch, spoons for a small cup.
    await expect(total(page, 'Red bell pepper')).toHaveText('1');
    await expect(row(page, 'Red bell pepper')).toContainText('need ½');
    await expect(total(page, 'Canned tomatoes')).toHaveText('1 can');
    await expect(row(page, 'Canned tomatoes')).toContainText('need ½ can');
    await expect(total(page, 'Black pepper')).toHaveText('a pinch');
    await expect(total(page, 'Olive oil')).toHaveText('3 tbsp');
    await expect(row(page, 'Ground beef').getByTestId('group-sources')).toHaveText('2 recipes');
    // Juice and vinegar are not drinks.
    await expect(page.getByRole('region', { name: 'Beverages' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Produce' })).toContainText('Lemon juice');
    await expect(page.getByRole('region', { name: 'Pantry' })).toContainText('Red wine vinegar');

    // A denser list: at least 8 rows on a 390 × 844 phone.
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(8);
    await page.screenshot({ path: testInfo.outputPath('grocery-390-as-written.png') });

    // Metric: 1 lb + 200 g of the same ingredient sums to 650 g; the choice is the household's.
    await page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'Metric' }).click();
    await expect(total(page, 'Ground beef')).toHaveText('650 g');
    await expect(total(page, 'Olive oil')).toHaveText('45 ml');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
    await expect(total(page, 'Ground beef')).toHaveText('650 g');
    expect(await rowsInView(page)).toBeGreaterThanOrEqual(8);
    await page.screenshot({ path: testInfo.outputPath('grocery-390-metric.png') });

    // The plan card shows the planned servings' amounts in the same units (4 servings of a 2-serving recipe).
    await planRecipe(request, home, chiliId, 0, 4);
    await page.goto('/home');
    await expect(page.getByRole('listitem', { name: 'Chili' })).toContainText('910 g Ground beef');

    // US: the same list in US units; stored quantities never changed.
    await page.goto('/grocery');
    await page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'US' }).click();
    await expect(total(page, 'Ground beef')).toHaveText('1 ½ lb');
    await expect(total(page, 'Feta')).toHaveText('5 ¼ oz');
    await page.screenshot({ path: testInfo.outputPath('grocery-390-us.png') });
    const stored = await request.get(`${apiUrl}/grocery/user`, { headers: auth(home) });
    expect((await stored.json()) as unknown[]).toContainEqual(expect.objectContaining({ name: 'Ground beef', quantity: 1, unit: 'lb' }));

    // Moving an item to another category is remembered for its name.
    await row(page, 'Lime juice').getByRole('button', { name: 'Change category of Lime juice' }).click();
    await page.getByRole('menuitem', { name: 'Pantry' }).click();
    await expect(page.getByRole('region', { name: 'Pantry' })).toContainText('Lime juice');

    // A store with its own aisle order: Pantry first, then the rest.
    const store = await request.post(`${apiUrl}/grocery-stores`, { headers: auth(home), data: { name: 'Corner Market' } });
    const { id: storeId } = (await store.json()) as { id: string };
    const items = (await (await request.get(`${apiUrl}/grocery/user`, { headers: auth(home) })).json()) as Array<{ id: string; name: string }>;
    for (const name of ['Cucumber', 'Olive oil', 'Feta', 'Black pepper']) {
      const item = items.find((candidate) => candidate.name === name);
      const res = await request.put(`${apiUrl}/grocery/items/${item!.id}/stores`, { headers: auth(home), data: { stores: [storeId] } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.reload();
    await page.getByRole('button', { name: 'Store', exact: true }).click();
    const corner = page.getByRole('region', { name: 'Corner Market' });
    await expect(corner.locator('.gr-aisle__title')).toHaveText(['Produce', 'Dairy & Eggs', 'Pantry', 'Spices']);

    await corner.getByRole('button', { name: 'Aisle order of Corner Market' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aisle order: Corner Market' });
    for (let step = 0; step < 5; step++) await dialog.getByRole('button', { name: 'Move Pantry up' }).click();
    await expect(dialog.getByRole('listitem').first()).toContainText('Pantry');
    for (let step = 0; step < 3; step++) await dialog.getByRole('button', { name: 'Move Dairy & Eggs up' }).click();
    await expect(dialog.getByRole('listitem').nth(1)).toContainText('Dairy & Eggs');
    await page.keyboard.press('Escape');
    await expect(corner.locator('.gr-aisle__title')).toHaveText(['Pantry', 'Dairy & Eggs', 'Produce', 'Spices']);
    await page.screenshot({ path: testInfo.outputPath('grocery-390-store-aisles.png'), fullPage: true });

    // Saved per household and store: after a reload the store keeps its order, Category mode the default.
    await page.reload();
    await page.getByRole('button', { name: 'Store', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Corner Market' }).locator('.gr-aisle__title')).toHaveText(['Pantry', 'Dairy & Eggs', 'Produce', 'Spices']);
    await page.getByRole('button', { name: 'Category', exact: true }).click();
    await expect(page.locator('.gr-card .ui-card__title').first()).toHaveText('Produce');
  });
});
