import { expect, test } from '@playwright/test';
import { createHome, createRecipe, planRecipe, selectProfile, signInAs, uniqueName } from '../support/recipe-seed';

const ingredients = ['flour', 'sugar', 'butter', 'eggs', 'milk', 'vanilla'].map((name) => ({ name, quantity: 1, unit: 'cup' }));
const steps = ['Mix dry.', 'Add wet.', 'Stir.', 'Bake.', 'Cool.'];

test.describe('weekly meal plan', () => {
  test('weeks follow the planning frequency; rows preview 4 ingredients and 3 steps', async ({ page, request }) => {
    const home = await createHome(request);
    const cake = uniqueName('Cake');
    const soup = uniqueName('Soup');
    const cakeId = await createRecipe(request, home, { name: cake, ingredients, instructions: steps });
    const soupId = await createRecipe(request, home, { name: soup, ingredients: ingredients.slice(0, 2), instructions: ['Boil.'] });
    await planRecipe(request, home, cakeId, 0, 4);
    await planRecipe(request, home, soupId, 1, 2);

    await signInAs(page, home, 'WEEKLY');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Weekly Meal Plan' })).toBeVisible();
    await expect(page.getByText('Plan your meals for the week')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    const row = page.getByRole('listitem', { name: cake });
    await expect(row).toContainText('4 servings');
    await expect(row.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(4);
    await expect(row.getByText('+2 more ingredients')).toBeVisible();
    await expect(row.getByRole('region', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(3);
    await expect(row.getByText('+2 more steps')).toBeVisible();
    await row.getByRole('button', { name: 'Show more' }).click();
    await expect(row.getByRole('region', { name: 'Ingredients' }).getByRole('listitem')).toHaveCount(6);
    await expect(row.getByText('+2 more steps')).toHaveCount(0);
    await row.getByRole('button', { name: 'Show less' }).click();
    await expect(row.getByRole('region', { name: 'Instructions' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('listitem', { name: soup })).toHaveCount(0);

    // BIWEEKLY shows only next week.
    await selectProfile(page, home, 'BIWEEKLY');
    await page.reload();
    await expect(page.getByRole('listitem', { name: soup })).toBeVisible();
    await expect(page.getByRole('listitem', { name: cake })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('favorite and remove a planned recipe; empty week message', async ({ page, request }) => {
    const home = await createHome(request);
    const name = uniqueName('Tacos');
    const id = await createRecipe(request, home, { name, ingredients: ingredients.slice(0, 1), instructions: ['Fill.'] });
    await planRecipe(request, home, id, 1, 3);
    await signInAs(page, home, 'BOTH');
    await page.goto('/home');
    await expect(page.getByText('No recipes planned for This Week')).toBeVisible();
    await page.getByRole('tab', { name: 'Next Week' }).click();
    const row = page.getByRole('listitem', { name });
    await row.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByText('Favorite updated')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await row.getByRole('button', { name: 'Remove from week plan' }).click();
    await expect(page.getByText('Removed from week plan')).toBeVisible();
    await expect(page.getByText('No recipes planned for Next Week')).toBeVisible();
  });
});
