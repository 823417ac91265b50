import { expect, test, type Page } from '@playwright/test';
import { addRecipe, goOffline, goOnline, household, listItems, signInWithProfile } from '../support/grocery';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe('offline shopping', () => {
  test('the list opens offline after a reload; edits made there reach another browser once, in order', async ({ browser, request }) => {
    // Three browsers, two sign-ins, four page loads: more than one journey's share of the time limit.
    test.slow();
    const home = await household(request);
    await addRecipe(request, home, 'Salad', [
      { name: 'Lettuce', quantity: 1, unit: '' },
      { name: 'Tomatoes', quantity: 3, unit: '' },
      { name: 'Cucumber', quantity: 1, unit: '' },
    ]);

    // Signed in elsewhere: the shopper's phone starts with the session but no service worker.
    const signInContext = await browser.newContext();
    await signInWithProfile(await signInContext.newPage(), home);
    const session = await signInContext.storageState();
    await signInContext.close();

    // The shopper's phone: its first and only visit online is /grocery. That must be enough.
    const shopContext = await browser.newContext({ storageState: session });
    const shop = await shopContext.newPage();
    await shop.goto('/grocery');
    await expect(checkbox(shop, 'Lettuce')).toBeVisible();
    // The worker takes control of this page and caches what it loaded before then: the page and
    // the grocery remote's manifest, entry and chunks (fetched from the remote's own origin). It
    // registers once the page has gone quiet (shell/src/service-worker.ts), then installs.
    await expect.poll(() => shop.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
    const remoteFiles = await shop.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).origin !== location.origin && /\.(js|json)$/.test(new URL(url).pathname)),
    );
    expect(remoteFiles.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    const uncached = (urls: string[]) =>
      shop.evaluate(async (urls) => {
        const found = await Promise.all(urls.map((url) => caches.match(url)));
        return urls.filter((_, index) => !found[index]);
      }, urls);
    await expect.poll(() => uncached([new URL('/index.html', shop.url()).href, ...remoteFiles])).toEqual([]);

    const kitchenContext = await browser.newContext();
    const kitchen = await kitchenContext.newPage();
    await signInWithProfile(kitchen, home);
    await kitchen.goto('/grocery');
    await expect(checkbox(kitchen, 'Lettuce')).toBeVisible();

    // In the shop, no signal: reload, and the list is there.
    await goOffline(shopContext);
    await shop.reload();
    await expect(checkbox(shop, 'Lettuce')).toBeVisible();
    await expect(shop.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    // What the list is shopped with opens too: its recipes to filter by, and the suggestions.
    await expect(shop.getByRole('button', { name: 'Recipes (1)' })).toBeVisible();
    // (Everything the planned recipe needs is on the list already: online it suggests nothing either.)
    await expect(shop.getByText('No suggestions right now.')).toBeVisible();

    await checkbox(shop, 'Lettuce').click();
    await checkbox(shop, 'Tomatoes').click();
    await shop.getByRole('button', { name: 'Add Grocery Item' }).click();
    await shop.getByRole('textbox', { name: 'Item name' }).fill('Paper towels');
    await shop.getByRole('button', { name: 'Add Item' }).click();
    await expect(shop.getByRole('status').filter({ hasText: '3 changes will be sent when you are back online.' })).toBeVisible();
    expect((await listItems(request, home)).map((item) => [item.name, item.is_checked])).toEqual([
      ['Lettuce', false],
      ['Tomatoes', false],
      ['Cucumber', false],
    ]);

    // Reloads while offline keep both the list and the waiting changes. (The server is not asked
    // again here: a page being unloaded under the emulated offline mode has sent a queued call out
    // now and then; that change stays waiting too, and is sent again below with the base it went
    // out with, which the server answers with the field as it stands.)
    await shop.reload();
    await expect(shop.getByRole('status').filter({ hasText: '3 changes will be sent when you are back online.' })).toBeVisible();
    await expect(checkbox(shop, 'Lettuce')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(shop, 'Tomatoes')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(shop, 'Paper towels')).toHaveCount(1);

    // Signal again: the kitchen sees exactly those changes, and nothing doubles.
    await goOnline(shopContext);
    await expect(checkbox(kitchen, 'Paper towels')).toBeVisible({ timeout: 15_000 });
    await expect(checkbox(kitchen, 'Lettuce')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(kitchen, 'Tomatoes')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(kitchen, 'Cucumber')).toHaveAttribute('aria-checked', 'false');
    await expect(shop.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
    await expect
      .poll(async () => (await listItems(request, home)).map((item) => [item.name, item.is_checked]))
      .toEqual([
        ['Lettuce', true],
        ['Tomatoes', true],
        ['Cucumber', false],
        ['Paper towels', false],
      ]);
    await kitchen.reload();
    await expect(checkbox(kitchen, 'Paper towels')).toHaveCount(1);
    await shopContext.close();
    await kitchenContext.close();
  });
});
