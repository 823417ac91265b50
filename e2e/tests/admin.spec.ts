import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E, webUrl } from '../support/env';
import { createHome, createRecipe, uniqueName } from '../support/recipe-seed';

/** Through the real sign-in form, as a person would. */
async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe('admin dashboard', () => {
  test('an admin sees the figures and both tabs, searches, and suspends a user who then cannot sign in', async ({
    page,
    browser,
    request,
  }) => {
    const home = await createHome(request);
    const recipeName = uniqueName('Admin Lentil Curry');
    const recipeId = await createRecipe(request, home, { name: recipeName, cuisine: 'Indian', total_time: '25 mins' });

    await signInWithForm(page, E2E.adminEmail, E2E.adminPassword);
    await expect(page).not.toHaveURL(`${webUrl}/`);
    await page.goto('/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const adminEntry = page.getByRole('dialog').getByRole('link', { name: 'Admin', exact: true });
    await expect(adminEntry).toHaveAttribute('href', '/admin');
    await page.keyboard.press('Escape');
    await page.goto('/admin');

    const stats = page.getByRole('list', { name: 'Statistics' });
    for (const label of ['Total Users', 'Total Recipes', 'Active Today', 'New This Week']) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    const figure = async (label: string) =>
      Number((await stats.getByRole('listitem').filter({ hasText: label }).locator('.ad-stat__value').textContent())?.replace(/\D/g, ''));
    expect(await figure('Total Users')).toBeGreaterThanOrEqual(2);
    expect(await figure('Total Recipes')).toBeGreaterThanOrEqual(1);
    // The admin and the new user both signed in today; the new user joined this week.
    expect(await figure('Active Today')).toBeGreaterThanOrEqual(2);
    expect(await figure('New This Week')).toBeGreaterThanOrEqual(1);

    // User Management: server-side search by e-mail.
    await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Recent Users' })).toBeVisible();
    await page.getByLabel('Search users').fill(home.user.email);
    const users = page.getByRole('list', { name: 'Users' });
    await expect(users.getByRole('listitem')).toHaveCount(1);
    const row = users.getByRole('listitem').filter({ hasText: home.user.email });
    await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
    await expect(row.getByText(/^Joined /)).toBeVisible();

    await page.getByLabel('Search users').fill('no-such-person-anywhere');
    await expect(page.getByText('No users found.')).toBeVisible();
    await page.getByLabel('Search users').fill(home.user.email);

    await row.getByRole('button', { name: `Actions for ${home.user.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Suspend user' }).click();
    await expect(row.getByText('SUSPENDED', { exact: true })).toBeVisible();

    // Recipe Management: search over the product's recipes; Edit opens a new tab.
    await page.getByRole('tab', { name: 'Recipe Management' }).click();
    await expect(page.getByRole('heading', { name: 'Recipes' })).toBeVisible();
    await page.getByLabel('Search recipes').fill(recipeName);
    const recipes = page.getByRole('list', { name: 'Recipes' });
    await expect(recipes.getByRole('listitem')).toHaveCount(1);
    const recipeRow = recipes.getByRole('listitem');
    await expect(recipeRow.getByText(recipeName)).toBeVisible();
    await expect(recipeRow.getByText('Indian', { exact: true })).toBeVisible();
    await expect(recipeRow.getByText('25 mins')).toBeVisible();
    await expect(recipeRow.getByText(`By ${home.profile.name}`)).toBeVisible();
    const edit = recipeRow.getByRole('link', { name: `Edit ${recipeName}` });
    await expect(edit).toHaveAttribute('href', `/edit-recipe/${recipeId}`);
    await expect(edit).toHaveAttribute('target', '_blank');
    const [editTab] = await Promise.all([page.context().waitForEvent('page'), edit.click()]);
    await expect(editTab).toHaveURL(`${webUrl}/edit-recipe/${recipeId}`);
    await editTab.close();

    // The suspended user is refused at sign-in.
    const other = await freshPage(browser);
    await signInWithForm(other, home.user.email, home.user.password);
    await expect(other.getByText('This account is suspended.')).toBeVisible();
    await expect(other).toHaveURL(`${webUrl}/`);
    await other.context().close();
  });

  test('a normal user sees no Admin menu entry and is sent away from /admin', async ({ page, request }) => {
    const { user } = await createHome(request);
    await signInWithForm(page, user.email, user.password);
    await expect(page).not.toHaveURL(`${webUrl}/`);
    await page.goto('/home');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Log out', { exact: true })).toBeVisible();
    await expect(menu.getByText('Admin', { exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await expect(page).not.toHaveURL(/\/admin/);
    await expect(page.getByText('Total Users')).toHaveCount(0);

    // Claiming the role in the browser does not help: the server refuses with 403 and the client leaves.
    await page.evaluate(() => localStorage.setItem('user_role', 'ADMIN'));
    const denied = page.waitForResponse((res) => res.url().includes('/admin/') && res.status() === 403);
    await page.goto('/admin');
    await denied;
    await expect(page).not.toHaveURL(/\/admin/);
  });
});
