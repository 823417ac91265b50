import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiUrl } from '../support/env';
import { linkIn, waitForMail } from '../support/mail';
import { addProfile, auth, createHome, createRecipe, signInAs, TINY_PNG, uniqueName } from '../support/recipe-seed';
import { signInThroughForm, uniqueEmail } from '../support/users';

/** What a new household tripped over in its first hour (issue 17), each as the person met it. */

const PHONE = { width: 390, height: 844 };

/** The element's box, once it is laid out (a page may still be rendering when its first element shows). */
async function box(locator: Locator) {
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (found = await locator.boundingBox()) !== null, { message: 'laid out' }).toBe(true);
  return found!;
}

/** True when nothing on the page scrolls sideways. */
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a recipe with long imported tags can still be planned; deleting it asks first', async ({ page, request }) => {
    const home = await createHome(request);
    const name = uniqueName('Greek Chicken Kabobs');
    await createRecipe(request, home, {
      name,
      tags: ['Main Course', 'easy chicken kabobs', 'Greek chicken kabobs', 'grilled chicken skewers with tzatziki'],
    });
    await signInAs(page, home);
    await page.goto('/recipes');
    const row = page.getByRole('listitem', { name, exact: true });
    await expect(row).toBeVisible();
    const card = await box(row);
    for (const action of ['Delete recipe', 'Plan recipe', 'Add to favorites']) {
      const button = await box(row.getByRole('button', { name: action }));
      expect(button.x + button.width, action).toBeLessThanOrEqual(card.x + card.width);
    }
    expect(await noSideways(page)).toBe(true);
    await row.getByRole('button', { name: 'Plan recipe' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    // Delete asks first; Cancel keeps the recipe.
    await row.getByRole('button', { name: 'Delete recipe' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete recipe?' });
    await expect(confirm).toContainText('every week plan');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete recipe' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Recipe removed from your profile.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the stores page fits the screen', async ({ page, request }) => {
    const home = await createHome(request);
    await signInAs(page, home);
    await page.goto('/stores');
    await expect(page.getByText('Costco').first()).toBeVisible();
    const search = await box(page.getByRole('searchbox', { name: 'Search stores' }).locator('xpath=ancestor::label[1]'));
    expect(search.height).toBeLessThan(60);
    const list = await box(page.getByRole('list', { name: 'Stores' }));
    const row = await box(page.getByRole('list', { name: 'Stores' }).locator('label').first());
    expect(row.x + row.width).toBeLessThanOrEqual(list.x + list.width);
    expect(await noSideways(page)).toBe(true);
  });

  test('a toast stays above the Save bar and the bottom navigation', async ({ page, request }) => {
    const home = await createHome(request);
    await signInAs(page, home);
    await page.goto('/add-recipe');
    await page.getByRole('tab', { name: 'Manual Entry' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please choose an image file' });
    await expect(toast).toBeVisible();
    const saveBar = await box(page.getByRole('button', { name: 'Save Recipe' }).locator('xpath=..'));
    const nav = await box(page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Home' }) }));
    // Polled: the toast slides in from below before it settles.
    await expect.poll(async () => (await box(toast)).y + (await box(toast)).height).toBeLessThanOrEqual(Math.min(saveBar.y, nav.y));
    // Still bottom-center on a phone.
    const shown = await box(toast);
    expect(Math.abs(shown.x + shown.width / 2 - PHONE.width / 2)).toBeLessThan(24);
  });

  test('profile names, the week switcher and the sign-up card keep their words whole', async ({ page, request }) => {
    const home = await createHome(request);
    await addProfile(request, home, 'Samantha');
    await signInAs(page, home);
    await page.goto('/my-profile');
    const tile = page.getByRole('group', { name: 'Added profiles' }).getByRole('button', { name: 'Samantha', exact: true });
    const nameBox = tile.locator('.au-tile__name');
    const lineHeight = await nameBox.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await box(nameBox)).height).toBeLessThan(lineHeight * 1.5);

    await page.goto('/home');
    const nextWeek = page.getByRole('tab', { name: 'Next Week' });
    expect((await box(nextWeek)).height).toBeLessThanOrEqual(40);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Card Reader');
    await page.getByLabel('Email').fill(uniqueEmail('card'));
    await page.getByLabel('Password', { exact: true }).fill('Sup3r$ecret1');
    await page.getByLabel('Confirm Password').fill('Sup3r$ecret1');
    await page.getByRole('button', { name: /sign up/i }).click();
    const signIn = page.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    const card = await box(signIn.locator('xpath=ancestor::div[contains(@class, "au-auth__card")]'));
    const button = await box(signIn);
    expect(button.x + button.width).toBeLessThanOrEqual(card.x + card.width);
  });
});

test('the side menu switches the planning profile', async ({ page, request }) => {
  const home = await createHome(request);
  await addProfile(request, home, 'Robin');
  await signInAs(page, home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Switch profile' }).click();
  await expect(page).toHaveURL(/\/profiles$/);
  await page.getByRole('group', { name: 'Profiles' }).getByRole('button', { name: 'Robin' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Welcome, Robin!')).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('selectedProfile') ?? '{}').name)).toBe('Robin');
});

test('onboarding keeps its step and the profiles added on a reload', async ({ page, request }) => {
  const home = await createHome(request);
  await signInThroughForm(page, home.user);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('Add a profile').fill('Robin');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const household = page.getByRole('list', { name: 'Household profiles' });
  await expect(household.getByText('Robin')).toBeVisible();
  await page.reload();
  await expect(household.getByText('Robin')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(household.getByText('Robin')).toBeVisible();
});

test('a renamed profile shows its new name everywhere; a photo is kept without Apply', async ({ page, request }) => {
  const home = await createHome(request);
  await signInAs(page, home, 'WEEKLY');
  await page.goto('/preferences');
  await expect(page.getByRole('radio', { name: /Weekly/ })).toHaveAttribute('aria-checked', 'true');

  await page.goto('/my-profile');
  const added = page.getByRole('region', { name: 'Added Profiles' });
  await added.getByRole('button', { name: home.profile.name, exact: true }).click();
  await added.getByRole('button', { name: `Edit ${home.profile.name}` }).click();
  const change = page.getByRole('dialog', { name: 'Change Profile' });
  await change.getByLabel('Profile Name').fill('Chef Renamed');
  await change.getByLabel('Upload Image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(change.getByRole('button', { name: 'Apply' })).toBeEnabled();
  // Save before Apply: the cropped photo goes with it.
  await change.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  const profiles = await request.get(`${apiUrl}/profiles/`, { headers: auth(home) });
  const renamed = ((await profiles.json()) as Array<{ id: string; name: string; avatar_url: string | null }>).find((p) => p.id === home.profile.id);
  expect(renamed?.name).toBe('Chef Renamed');
  expect(renamed?.avatar_url).toMatch(/\/uploads\//);

  await page.goto('/preferences');
  await expect(page.getByText(/How often does Chef Renamed plan meals/)).toBeVisible();
});

test('after a password reset elsewhere, an open tab goes to sign-in instead of a dead Retry', async ({ page, request }) => {
  const home = await createHome(request);
  await signInAs(page, home);
  await page.goto('/recipes');
  await expect(page.getByRole('heading', { name: /recipes/i }).first()).toBeVisible();

  const since = Date.now() - 1000;
  await request.post(`${apiUrl}/auth/forgot-password`, { data: { email: home.user.email } });
  const token = new URL(linkIn(await waitForMail(home.user.email, { since, subject: /reset/i }), '/reset-password')).searchParams.get('token');
  const reset = await request.post(`${apiUrl}/auth/reset-password`, { data: { token, new_password: 'Fresh$Pass12', confirm_password: 'Fresh$Pass12' } });
  expect(reset.ok(), await reset.text()).toBe(true);

  await page.getByRole('navigation').getByRole('link', { name: 'Grocery' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('the shell has its icon on first load', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(icon.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
