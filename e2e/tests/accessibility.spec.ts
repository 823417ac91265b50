import AxeBuilder from '@axe-core/playwright';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, E2E } from '../support/env';
import { linkIn, waitForMail } from '../support/mail';
import { auth, createHome, createRecipe, mondayOf, planRecipe, signInAs, uniqueName, type Home } from '../support/recipe-seed';
import { signInThroughForm, uniqueEmail } from '../support/users';

/**
 * Every route of both specs, signed out and signed in with data, at a phone's and a laptop's width:
 * axe finds no critical or serious violation, and every visible button's text reads against its own
 * background (≥ 4.5:1; axe skips some of those, e.g. text the same colour as its background).
 * Screenshots land in test-results/screens for a person to read.
 */

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

interface ButtonContrast {
  text: string;
  ratio: number;
}

/** Visible, enabled buttons whose text contrast against their own (or first opaque ancestor's) background is < 4.5. */
function lowContrastButtons(page: Page): Promise<ButtonContrast[]> {
  return page.evaluate(() => {
    const parse = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
    /** The colour painted behind an element: its background blended over its ancestors' down to white. */
    const backgroundOf = (element: Element | null): number[] => {
      const layers: Array<[number, number, number, number]> = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1) break;
      }
      return layers.reverse().reduce<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const found: Array<{ text: string; ratio: number }> = [];
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button, [role="button"], .ui-button'))) {
      const text = button.innerText.trim();
      const box = button.getBoundingClientRect();
      if (!text || box.width === 0 || box.height === 0 || (button as HTMLButtonElement).disabled) continue;
      if (getComputedStyle(button).visibility === 'hidden') continue;
      const background = backgroundOf(button);
      const colour = over(parse(getComputedStyle(button).color), background);
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) found.push({ text: text.slice(0, 40), ratio: Math.round(ratio * 100) / 100 });
    }
    return found;
  });
}

interface RouteResult {
  route: string;
  width: string;
  critical: number;
  serious: number;
  moderate: number;
  minor: number;
  rules: string[];
  buttons: ButtonContrast[];
}

const screens = path.join(import.meta.dirname, '..', 'test-results', 'screens');

async function audit(page: Page, route: string, width: string, ready: () => Promise<void>): Promise<RouteResult> {
  await ready();
  // Let late images settle; pages with a live event stream never go idle, hence the cap.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await page.waitForTimeout(400);
  // A toast that times out while axe reads it would be measured mid-fade, half see-through: hold it
  // still by pointing at it (sonner pauses its timer while hovered). The context also asks for
  // reduced motion, so anything that does change state does so without a half-way frame.
  await page
    .locator('[data-sonner-toast][data-removed="false"]')
    .first()
    .hover({ timeout: 1000 })
    .catch(() => undefined);
  const name = `${width}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}`;
  mkdirSync(screens, { recursive: true });
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const count = (impact: string) => axe.violations.filter((v) => v.impact === impact).length;
  const result: RouteResult = {
    route,
    width,
    critical: count('critical'),
    serious: count('serious'),
    moderate: count('moderate'),
    minor: count('minor'),
    rules: axe.violations.map((v) => `${v.impact}:${v.id}(${v.nodes.length}) ${v.nodes[0]?.target.join(' ') ?? ''}`),
    buttons: await lowContrastButtons(page),
  };
  // One line per audit, for the before/after table.
  appendFileSync(path.join(screens, 'axe.jsonl'), `${JSON.stringify(result)}\n`);
  return result;
}

async function newPage(browser: Browser, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
  return context.newPage();
}

async function verificationLink(page: Page): Promise<string> {
  const email = uniqueEmail('a11y');
  const since = Date.now() - 1000;
  const res = await page.request.post(`${apiUrl}/auth/signup`, { data: { full_name: 'Axe Reader', email, password: 'Sup3r$ecret1' } });
  expect(res.ok(), await res.text()).toBe(true);
  return linkIn(await waitForMail(email, { since, subject: /verify/i }), '/verify-email');
}

async function seedHousehold(page: Page): Promise<{ home: Home; recipeId: string }> {
  const home = await createHome(page.request);
  const recipeId = await createRecipe(page.request, home, {
    name: uniqueName('Greek Chicken Kabobs'),
    servings: 4,
    total_time: '40 mins',
    cuisine: 'Greek',
    ingredients: [
      { name: 'chicken breast', quantity: 500, unit: 'g' },
      { name: 'lemon', quantity: 1, unit: 'pcs' },
    ],
    instructions: ['Cut the chicken.', 'Grill the skewers.'],
  });
  await planRecipe(page.request, home, recipeId, 0);
  const grocery = await page.request.post(`${apiUrl}/grocery/add`, {
    headers: auth(home),
    data: {
      id: recipeId,
      name: 'Greek Chicken Kabobs',
      profile: home.profile,
      week_start_date: mondayOf(0),
      week_number: 1,
      ingredients: [{ name: 'chicken breast', quantity: 500, unit: 'g', note: '' }],
    },
  });
  expect(grocery.ok(), await grocery.text()).toBe(true);
  return { home, recipeId };
}

/** Audits every route of `routes` in order (an empty URL audits the page as it is). */
async function auditRoutes(page: Page, width: string, routes: Array<[string, string, () => Promise<void>]>): Promise<RouteResult[]> {
  const found: RouteResult[] = [];
  for (const [label, url, ready] of routes) {
    if (url) await page.goto(url);
    found.push(await audit(page, label, width, ready));
  }
  return found;
}

/** No critical or serious axe violation and no unreadable button on any audited route. */
function expectClean(found: RouteResult[]): void {
  const failing = found.filter((r) => r.critical + r.serious > 0 || r.buttons.length > 0);
  expect(failing, JSON.stringify(failing, null, 2)).toEqual([]);
}

for (const { name: width, width: w, height } of widths) {
  test.describe(`at ${w} px`, () => {
    test.describe.configure({ timeout: 240_000 });

    test('signed-out routes', async ({ browser }) => {
      const page = await newPage(browser, w, height);
      const verified = await verificationLink(page);
      const found = await auditRoutes(page, width, [
        ['/', '/', () => expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()],
        ['/signup', '/signup', () => expect(page.getByRole('button', { name: /sign up/i }).first()).toBeVisible()],
        ['/forgot-password', '/forgot-password', () => expect(page.getByRole('textbox').first()).toBeVisible()],
        ['/reset-password (invalid)', '/reset-password?token=not-a-real-token', () => expect(page.getByRole('alert').first()).toBeVisible()],
        ['/verify-email (invalid)', '/verify-email?token=not-a-real-token', () => expect(page.getByRole('alert').first()).toBeVisible()],
        ['/verify-email (verified)', verified, () => expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()],
        ['404', '/no-such-page', () => expect(page.getByRole('link').or(page.getByRole('button')).first()).toBeVisible()],
      ]);
      expectClean(found);
    });

    test('signed-in routes with data', async ({ browser }) => {
      const page = await newPage(browser, w, height);
      const { home, recipeId } = await seedHousehold(page);
      await signInThroughForm(page, home.user);
      const found = await auditRoutes(page, width, [
        ['/onboarding', '', () => expect(page.getByText(/Step 1 of 4/)).toBeVisible()],
        ['/profiles', '/profiles', () => expect(page.getByRole('group', { name: 'Profiles' })).toBeVisible()],
      ]);
      await signInAs(page, home);
      found.push(...(await auditRoutes(page, width, [
        ['/home', '/home', () => expect(page.getByText(/Greek Chicken Kabobs/).first()).toBeVisible()],
        ['/recipes', '/recipes', () => expect(page.getByText(/Greek Chicken Kabobs/).first()).toBeVisible()],
        ['/add', '/add', () => expect(page.getByRole('link').or(page.getByRole('button')).filter({ hasText: /recipe/i }).first()).toBeVisible()],
        ['/add-recipe', '/add-recipe', () => expect(page.getByRole('textbox').first()).toBeVisible()],
        ['/search-recipe', '/search-recipe', () => expect(page.getByRole('combobox').or(page.getByRole('textbox')).first()).toBeVisible()],
        ['/edit-recipe/:id', `/edit-recipe/${recipeId}`, () => expect(page.getByRole('textbox').first()).toHaveValue(/Greek Chicken Kabobs/)],
      ])));
      expectClean(found);
    });

    test('signed-in settings, lists and the side menu', async ({ browser }) => {
      const page = await newPage(browser, w, height);
      const { home } = await seedHousehold(page);
      await signInAs(page, home);
      const found = await auditRoutes(page, width, [
        ['/grocery', '/grocery', () => expect(page.getByText(/chicken breast/i).first()).toBeVisible()],
        ['/stores', '/stores', () => expect(page.getByText('Costco').first()).toBeVisible()],
        ['/my-profile', '/my-profile', () => expect(page.getByText('Personal Information')).toBeVisible()],
        ['/subscription', '/subscription', () => expect(page.getByRole('heading', { name: /Choosen Plan/ }).first()).toBeVisible()],
        ['/preferences', '/preferences', () => expect(page.getByRole('radio').first()).toBeVisible()],
        [
          '/home (menu open)',
          '/home',
          async () => {
            await page.getByRole('button', { name: 'Open menu' }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
          },
        ],
      ]);
      expectClean(found);
    });

    test('admin dashboard', async ({ browser }) => {
      const admin = await newPage(browser, w, height);
      await signInThroughForm(admin, { email: E2E.adminEmail, password: E2E.adminPassword });
      const found = await auditRoutes(admin, width, [
        ['/admin', '/admin', () => expect(admin.getByRole('list', { name: 'Users' })).toBeVisible()],
        [
          '/admin (recipes tab)',
          '',
          async () => {
            await admin.getByRole('tab', { name: 'Recipe Management' }).click();
            await expect(admin.getByRole('list', { name: 'Recipes' })).toBeVisible();
          },
        ],
      ]);
      expectClean(found);
    });
  });
}
