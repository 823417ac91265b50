// Grocery journeys' setup through the real API: a household, its list, a signed-in page.
import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { apiUrl } from './env';
import { createVerifiedUser, signIn } from './users';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

export interface Household {
  user: User;
  token: string;
  profile: { id: string; name: string };
}

interface Ingredient {
  name: string;
  quantity: number;
  unit: string;
}

/** A verified account plus its bearer token and first profile, for seeding through the real API. */
export async function household(request: APIRequestContext): Promise<Household> {
  const user = await createVerifiedUser(request);
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const profiles = await request.get(`${apiUrl}/profiles/`, { headers: { Authorization: `Bearer ${token}` } });
  const [profile] = (await profiles.json()) as Array<{ id: string; name: string }>;
  if (!profile) throw new Error('new account has no profile');
  return { user, token, profile: { id: profile.id, name: profile.name } };
}

/** What Plan + Grocery sends: a recipe's scaled ingredients. */
export async function addRecipe(request: APIRequestContext, home: Household, recipe: string, ingredients: Ingredient[]): Promise<void> {
  const res = await request.post(`${apiUrl}/grocery/add`, {
    headers: { Authorization: `Bearer ${home.token}` },
    data: {
      id: `e2e-${recipe}`,
      name: recipe,
      profile: home.profile,
      week_start_date: '2026-11-23',
      week_number: 1,
      ingredients: ingredients.map((ingredient) => ({ ...ingredient, note: '' })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function listItems(request: APIRequestContext, home: Household) {
  const res = await request.get(`${apiUrl}/grocery/user`, { headers: { Authorization: `Bearer ${home.token}` } });
  return (await res.json()) as Array<{ id: string; name: string; is_checked: boolean; store: Array<{ name: string }> }>;
}

/** Signs in through the UI; the profile choice is stored as /profiles would store it. */
export async function signInWithProfile(page: Page, home: Household): Promise<void> {
  await signIn(page, home.user);
  await page.evaluate((profile) => {
    if (!localStorage.getItem('selectedProfile')) {
      localStorage.setItem('selectedProfile', JSON.stringify({ ...profile, planning_frequency: 'BOTH' }));
    }
  }, home.profile);
}

const noSignal = (route: Route) => route.abort('internetdisconnected');

/**
 * No signal in the shop: the browser says offline and no call reaches the API. Playwright's offline
 * emulation alone can let a page's first calls out right after a reload, which a phone with no
 * signal would never send.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route('**/api/**', noSignal);
  await context.setOffline(true);
}

/** The signal is back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/api/**', noSignal);
  await context.setOffline(false);
}
