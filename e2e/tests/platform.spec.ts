import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { E2E, apiUrl, webUrl } from '../support/env';
import { createHome } from '../support/recipe-seed';
import { remotes, root } from '../../scripts/product.mjs';
import { startStaticServer } from '../../scripts/web-server.mjs';

/** A live token of a new user, or of the admin: a token the server refuses ends the session (sign-in again). */
async function liveToken(page: Page, role: string): Promise<string> {
  if (role !== 'ADMIN') return (await createHome(page.request)).token;
  const login = await page.request.post(`${apiUrl}/auth/login`, { data: { email: E2E.adminEmail, password: E2E.adminPassword } });
  return ((await login.json()) as { access_token: string }).access_token;
}

/** These journeys test the shell, not sign-in: a stored live token is all they need. */
async function withToken(page: Page, role = 'USER') {
  const token = await liveToken(page, role);
  await page.goto('/');
  await page.evaluate(
    ({ token, userRole }) => {
      localStorage.setItem('accessToken', token);
      localStorage.setItem('user_role', userRole);
    },
    { token, userRole: role },
  );
}

test.describe('shell', () => {
  test('sends visitors without a token from protected routes to sign-in', async ({ page }) => {
    await page.goto('/recipes');
    await expect(page).toHaveURL(`${webUrl}/`);
  });

  test('shows the 404 page with a way back to sign-in', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    await expect(page).toHaveURL(`${webUrl}/`);
  });

  test('navigates with the bottom nav, highlights the active item and scrolls to top', async ({ page }) => {
    await withToken(page);
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    await nav.getByRole('link', { name: 'Add' }).click();
    await expect(page).toHaveURL(`${webUrl}/add`);
    await expect(nav.getByRole('link', { name: 'Add' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('side menu lists Admin only for admins', async ({ page }) => {
    await withToken(page, 'USER');
    await page.goto('/add');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const item of ['Profile', 'Preferences', 'Stores', 'Subscription', 'Log out']) {
      await expect(menu.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(menu.getByText('Admin', { exact: true })).toHaveCount(0);
    await menu.getByText('Stores', { exact: true }).click();
    await expect(page).toHaveURL(`${webUrl}/stores`);

    await withToken(page, 'ADMIN');
    await page.goto('/add');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByText('Admin', { exact: true })).toBeVisible();
  });

  test('logout clears local storage, says so and returns to sign-in', async ({ page }) => {
    await withToken(page);
    await page.goto('/add');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(`${webUrl}/`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('has no logout button on sign-in and sign-up', async ({ page }) => {
    for (const route of ['/', '/signup']) {
      await page.goto(route);
      await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    }
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('puts toasts bottom-center on narrow screens and bottom-right on wide ones', async ({ page }) => {
    await withToken(page);
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/add');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    await withToken(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/add');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
  });
});

test.describe('runtime remotes', () => {
  test('loads every remote from its own origin', async ({ page }) => {
    const origins = new Set<string>();
    page.on('response', (response) => {
      if (response.url().endsWith('mf-manifest.json')) origins.add(new URL(response.url()).port);
    });
    await withToken(page, 'ADMIN');
    for (const route of ['/add', '/home', '/stores', '/subscription', '/admin']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('This page is unavailable')).toHaveCount(0);
    }
    expect([...origins].sort()).toEqual([1, 2, 3, 4, 5].map((n) => String(E2E.webPort + n)));
  });

  test('a remote that is down shows Retry on its routes only, and comes back', async ({ page }) => {
    // A second shell whose grocery remote we own, so stopping it leaves the shared product alone.
    const groceryPort = E2E.spareWebPort + 4;
    const remoteUrls = Object.fromEntries(remotes.map((r) => [r.name, `http://localhost:${E2E.webPort + r.offset}/mf-manifest.json`]));
    remoteUrls.mf_grocery = `http://localhost:${groceryPort}/mf-manifest.json`;
    const groceryDir = path.join(root, 'mf-grocery', 'dist');
    let grocery = await startStaticServer({ dir: groceryDir, port: groceryPort, cors: true });
    const shell = await startStaticServer({
      dir: path.join(root, 'shell', 'dist'),
      port: E2E.spareWebPort,
      spa: true,
      runtimeConfig: { apiUrl, remotes: remoteUrls },
    });
    const spare = `http://localhost:${E2E.spareWebPort}`;
    try {
      const token = await liveToken(page, 'USER');
      await page.goto(`${spare}/`);
      await page.evaluate((live) => localStorage.setItem('accessToken', live), token);
      await new Promise<void>((resolve) => grocery.close(() => resolve()));
      grocery.closeAllConnections?.();

      await page.goto(`${spare}/grocery`);
      await expect(page.getByText('This page is unavailable')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

      // The shell and the other remotes keep working.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add' }).click();
      await expect(page).toHaveURL(`${spare}/add`);
      await expect(page.getByText('This page is unavailable')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'New Recipe' })).toBeVisible();

      // Bring the remote back: Retry loads it without a reload.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Grocery' }).click();
      await expect(page.getByText('This page is unavailable')).toBeVisible();
      grocery = await startStaticServer({ dir: groceryDir, port: groceryPort, cors: true });
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('This page is unavailable')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Grocery List' })).toBeVisible();
    } finally {
      grocery.close();
      shell.close();
    }
  });
});
