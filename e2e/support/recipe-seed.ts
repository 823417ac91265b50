import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './env';
import { createVerifiedUser, signIn } from './users';

export type PlanningFrequency = 'WEEKLY' | 'BIWEEKLY' | 'BOTH';

export interface Home {
  user: Awaited<ReturnType<typeof createVerifiedUser>>;
  token: string;
  profile: { id: string; name: string };
}

export const auth = (home: Home) => ({ Authorization: `Bearer ${home.token}` });

/** A verified account with its token and first profile, seeded through the real API. */
export async function createHome(request: APIRequestContext): Promise<Home> {
  const user = await createVerifiedUser(request);
  const login = await request.post(`${apiUrl}/auth/login`, { data: { email: user.email, password: user.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const profiles = await request.get(`${apiUrl}/profiles/`, { headers: { Authorization: `Bearer ${token}` } });
  const [profile] = (await profiles.json()) as Array<{ id: string; name: string }>;
  if (!profile) throw new Error('new account has no profile');
  return { user, token, profile: { id: profile.id, name: profile.name } };
}

/** Another profile of the same household. */
export async function addProfile(request: APIRequestContext, home: Home, name: string): Promise<Home> {
  const res = await request.post(`${apiUrl}/profiles/`, { headers: auth(home), data: { name } });
  expect(res.ok(), await res.text()).toBe(true);
  const profile = (await res.json()) as { id: string; name: string };
  return { ...home, profile: { id: profile.id, name: profile.name } };
}

export interface SeedRecipe {
  name: string;
  servings?: number;
  total_time?: string;
  cuisine?: string;
  tags?: string[];
  ingredients?: Array<{ name: string; quantity: number; unit: string; note?: string }>;
  instructions?: string[];
  source_url?: string;
}

export async function createRecipe(request: APIRequestContext, home: Home, recipe: SeedRecipe): Promise<string> {
  const data = {
    ...recipe,
    ingredients: (recipe.ingredients ?? []).map((item) => ({ note: '', ...item })),
    instructions: (recipe.instructions ?? []).map((content, index) => ({ content, step_number: index + 1 })),
  };
  const res = await request.post(`${apiUrl}/recipes/${home.profile.id}`, {
    headers: auth(home),
    multipart: { data: JSON.stringify(data), image_modified: 'false' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { recipe_id: string }).recipe_id;
}

/** Monday of this week (0) or next week (1), local time, as the client computes it. */
export function mondayOf(offset: 0 | 1): string {
  const day = new Date();
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7) + offset * 7);
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
}

export async function planRecipe(request: APIRequestContext, home: Home, recipeId: string, offset: 0 | 1, servings = 2): Promise<void> {
  const res = await request.post(`${apiUrl}/profiles/${home.profile.id}/weekly-plans/`, {
    headers: auth(home),
    data: { recipe_id: recipeId, week_start_date: mondayOf(offset), week_number: offset + 1, planned_servings: servings },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function groceryItems(request: APIRequestContext, home: Home) {
  const res = await request.get(`${apiUrl}/grocery/user`, { headers: auth(home) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Array<{ name: string; quantity: number; unit: string; recipe: string | null }>;
}

/** Selects `home.profile` with a planning frequency, as /profiles and preferences would store it. */
export async function selectProfile(page: Page, home: Home, frequency: PlanningFrequency = 'BOTH'): Promise<void> {
  await page.evaluate(
    ({ profile, frequency }) => localStorage.setItem('selectedProfile', JSON.stringify({ ...profile, planning_frequency: frequency })),
    { profile: home.profile, frequency },
  );
}

/** Signs in through the real screens, then selects `home.profile`. */
export async function signInAs(page: Page, home: Home, frequency: PlanningFrequency = 'BOTH'): Promise<void> {
  await signIn(page, home.user);
  await selectProfile(page, home, frequency);
}

let counter = 0;
export const uniqueName = (base: string): string => `${base} ${Date.now().toString(36)}${++counter}`;

/** An 8×8 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM44KCAFTEMLQkASmxIAUaDuk8AAAAASUVORK5CYII=',
  'base64',
);
