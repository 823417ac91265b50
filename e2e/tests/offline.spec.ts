import { expect, test, type Page } from '@playwright/test';
import { addRecipe, household, listItems, signInWithProfile } from '../support/grocery';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test.describe('offline shopping', () => {
  test('the list opens offline after a reload; edits made there reach another browser once, in order', async ({ browser, request }) => {
    const home = await household(request);
    await addRecipe(request, home, 'Salad', [
      { name: 'Lettuce', quantity: 1, unit: '' },
      { name: 'Tomatoes', quantity: 3, unit: '' },
      { name: 'Cucumber', quantity: 1, unit: '' },
    ]);

    // The shopper's phone: open /grocery once online, with the service worker in control.
    const shopContext = await browser.newContext();
    const shop = await shopContext.newPage();
    await signInWithProfile(shop, home);
    await shop.goto('/grocery');
    await expect(checkbox(shop, 'Lettuce')).toBeVisible();
    await shop.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit is not yet controlled: one more load puts the remotes' files in its cache.
    await shop.reload();
    await expect(checkbox(shop, 'Lettuce')).toBeVisible();
    expect(await shop.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const kitchenContext = await browser.newContext();
    const kitchen = await kitchenContext.newPage();
    await signInWithProfile(kitchen, home);
    await kitchen.goto('/grocery');
    await expect(checkbox(kitchen, 'Lettuce')).toBeVisible();

    // In the shop, no signal: reload, and the list is there.
    await shopContext.setOffline(true);
    await shop.reload();
    await expect(checkbox(shop, 'Lettuce')).toBeVisible();
    await expect(shop.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

    await checkbox(shop, 'Lettuce').click();
    await checkbox(shop, 'Tomatoes').click();
    await shop.getByRole('button', { name: 'Add Grocery Item' }).click();
    await shop.getByRole('textbox', { name: 'Item name' }).fill('Paper towels');
    await shop.getByRole('button', { name: 'Add Item' }).click();
    await expect(shop.getByRole('status').filter({ hasText: '3 changes will be sent when you are back online.' })).toBeVisible();

    // Reloads while offline keep both the list and the waiting changes.
    await shop.reload();
    await expect(checkbox(shop, 'Lettuce')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(shop, 'Tomatoes')).toHaveAttribute('aria-checked', 'true');
    await expect(checkbox(shop, 'Paper towels')).toHaveCount(1);
    expect((await listItems(request, home)).map((item) => [item.name, item.is_checked])).toEqual([
      ['Lettuce', false],
      ['Tomatoes', false],
      ['Cucumber', false],
    ]);

    // Signal again: the kitchen sees exactly those changes, and nothing doubles.
    await shopContext.setOffline(false);
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
