import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './env';
import { linkIn, waitForMail } from './mail';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

let counter = 0;

/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;
}

/**
 * A verified account made the way a person makes one: sign-up through the API, the verification
 * mail read from the SMTP server, its link followed. The account has one profile named `fullName`
 * and is not onboarded yet.
 */
export async function createVerifiedUser(
  request: APIRequestContext,
  { fullName = 'Test Cook', email = uniqueEmail(), password = 'Sup3r$ecret1' }: Partial<TestUser> = {},
): Promise<TestUser> {
  const since = Date.now() - 1000;
  const signup = await request.post(`${apiUrl}/auth/signup`, { data: { full_name: fullName, email, password } });
  if (!signup.ok()) throw new Error(`Sign-up failed (${signup.status()}): ${await signup.text()}`);
  const link = linkIn(await waitForMail(email, { since, subject: /verify/i }), '/verify-email');
  const token = new URL(link).searchParams.get('token') ?? '';
  const verify = await request.get(`${apiUrl}/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (!verify.ok()) throw new Error(`Verification failed (${verify.status()}): ${await verify.text()}`);
  return { email, password, fullName };
}

/** Fills the sign-in form at / and waits for the screen login leads to (/profiles or /onboarding). */
export async function signInThroughForm(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/(profiles|onboarding)$/);
}

/**
 * Signs in through the real screens and lands on /home with the account's first profile selected
 * (a not-yet-onboarded account goes to the profile picker instead of finishing onboarding).
 */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await signInThroughForm(page, user);
  if (page.url().endsWith('/onboarding')) await page.goto('/profiles');
  const profiles = page.getByRole('group', { name: 'Profiles' });
  await profiles.getByRole('button').first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/home$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedProfile'))).not.toBeNull();
}
