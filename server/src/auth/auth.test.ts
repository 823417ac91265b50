import { eq, sql } from 'drizzle-orm';
import { PASSWORD_RULE_MESSAGE } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, profiles, users } from '../db/schema';
import { createAccountRepository } from '../accounts/repository';
import { createAccountService } from '../accounts/service';
import { PROXY_SECRET_HEADER } from '../lib/client-address';
import { createVerifiedAccount, mailedToken, savedMails, STRONG_PASSWORD } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { FORGOT_ANSWER, RATE_LIMITS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const userCount = async () => (await t.app.db.select().from(users)).length;

describe('POST /auth/signup', () => {
  it('stores the account with an argon2id hash, a default profile, and mails a verification link', async () => {
    const res = await post('/auth/signup', { full_name: ' Ada Lovelace ', email: 'Ada@Example.com', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('ada@example.com');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, 'ada@example.com'));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(user?.emailVerified).toBe(false);
    const owned = await t.app.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(owned.map((p) => p.name)).toEqual(['Ada Lovelace']);
    const [mail] = savedMails(t.config, 'ada@example.com');
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}/);
    // Only a hash of the token is stored.
    const token = mailedToken(t.config, 'ada@example.com', '/verify-email');
    const stored = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3600_000);
  });

  it.each([
    [{ email: 'x@example.com', password: STRONG_PASSWORD }, 'full_name'],
    [{ full_name: '  ', email: 'x@example.com', password: STRONG_PASSWORD }, 'Full name is required'],
    [{ full_name: 'X', email: 'not-an-email', password: STRONG_PASSWORD }, 'valid email'],
    [{ full_name: 'X', email: 'x@example.com', password: 'short' }, PASSWORD_RULE_MESSAGE],
    [{ full_name: 'X', email: 'x@example.com', password: 'alllowercase1!' }, PASSWORD_RULE_MESSAGE],
  ])('refuses %j with 400 and stores nothing', async (payload, detail) => {
    const before = await userCount();
    const res = await post('/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(detail);
    expect(await userCount()).toBe(before);
  });

  it('refuses an address already registered, whatever its case', async () => {
    await post('/auth/signup', { full_name: 'Dup', email: 'dup@example.com', password: STRONG_PASSWORD });
    const res = await post('/auth/signup', { full_name: 'Dup 2', email: 'DUP@example.com', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('An account with this email already exists');
  });

  it('answers invalid JSON with 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/signup', payload: '{oops', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('verification and login', () => {
  const email = 'grace@example.com';
  beforeAll(async () => {
    await post('/auth/signup', { full_name: 'Grace Hopper', email, password: STRONG_PASSWORD });
  });

  it('refuses to sign in an unverified account with a clear message and a fresh link', async () => {
    const before = savedMails(t.config, email).length;
    const res = await post('/auth/login', { email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Please verify your email before signing in. We have sent you a new verification link.');
    expect(savedMails(t.config, email).length).toBe(before + 1);
  });

  it('verifies once with the mailed token; the same token cannot be used again', async () => {
    const token = mailedToken(t.config, email, '/verify-email');
    const ok = await get(`/auth/verify-email?token=${token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Email verified successfully!' });
    const again = await get(`/auth/verify-email?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toContain('invalid or has expired');
  });

  it('answers a missing or unknown token with 400', async () => {
    expect((await get('/auth/verify-email')).json().detail).toContain('Verification token not found in URL');
    expect((await get('/auth/verify-email?token=nope')).statusCode).toBe(400);
  });

  it('refuses an expired verification token', async () => {
    await post('/auth/signup', { full_name: 'Late', email: 'late@example.com', password: STRONG_PASSWORD });
    const token = mailedToken(t.config, 'late@example.com', '/verify-email');
    const [late] = await t.app.db.select().from(users).where(eq(users.email, 'late@example.com'));
    await t.app.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(accountTokens.userId, late!.id));
    const res = await get(`/auth/verify-email?token=${token}`);
    expect(res.statusCode).toBe(400);
  });

  it('signs in with the answer the spec names; the token opens protected calls', async () => {
    const res = await post('/auth/login', { email: 'GRACE@example.com', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', user_name: 'Grace Hopper', user_role: 'USER', is_onboarded: false, avatar_url: null });
    expect(body.access_token).toBeTruthy();
    const me = await get('/users/me', { authorization: `Bearer ${body.access_token}` });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('gives the same 401 for a wrong password and an unknown address', async () => {
    const wrong = await post('/auth/login', { email, password: 'Wrong$Password1' });
    const unknown = await post('/auth/login', { email: 'nobody@example.com', password: 'Wrong$Password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an empty login with 400', async () => {
    const res = await post('/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Email is required');
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, mailing only the known one', async () => {
    const account = await createVerifiedAccount(t.app, t.config, { email: 'known@example.com' });
    const known = await post('/auth/forgot-password', { email: account.email });
    const unknown = await post('/auth/forgot-password', { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(() => savedMails(t.config, account.email).some((m) => m.subject === 'Reset your password')).toBe(true);
    expect(savedMails(t.config, 'unknown@example.com')).toHaveLength(0);
  });

  it('verifies, resets once, kills old sessions, and the new password works', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    await post('/auth/forgot-password', { email: account.email });
    await expect.poll(() => savedMails(t.config, account.email).some((m) => m.text.includes('/reset-password?token='))).toBe(true);
    const token = mailedToken(t.config, account.email, '/reset-password');

    expect((await get(`/auth/reset-password/verify/${token}`)).json()).toEqual({ message: 'Token is valid' });
    const bad = await get('/auth/reset-password/verify/not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Invalid or expired token.' });

    const mismatch = await post('/auth/reset-password', { token, new_password: 'N3w$Password', confirm_password: 'Other$Pass1' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toContain('Passwords do not match');
    const weak = await post('/auth/reset-password', { token, new_password: 'weakpass', confirm_password: 'weakpass' });
    expect(weak.json().detail).toContain(PASSWORD_RULE_MESSAGE);

    const ok = await post('/auth/reset-password', { token, new_password: 'N3w$Password', confirm_password: 'N3w$Password' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toContain('reset successfully');
    const reused = await post('/auth/reset-password', { token, new_password: 'An0ther$Pass', confirm_password: 'An0ther$Pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'Invalid or expired token.' });
    expect((await get(`/auth/reset-password/verify/${token}`)).statusCode).toBe(400);

    expect((await get('/users/me', account.auth)).statusCode).toBe(401);
    expect((await post('/auth/login', { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: account.email, password: 'N3w$Password' })).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    await post('/auth/forgot-password', { email: account.email });
    await expect.poll(() => savedMails(t.config, account.email).some((m) => m.text.includes('/reset-password?token='))).toBe(true);
    const token = mailedToken(t.config, account.email, '/reset-password');
    await t.app.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, account.userId));
    expect((await get(`/auth/reset-password/verify/${token}`)).statusCode).toBe(400);
    const res = await post('/auth/reset-password', { token, new_password: 'N3w$Password', confirm_password: 'N3w$Password' });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /auth/check-password', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const account = await createVerifiedAccount(t.app, t.config);
    expect((await post('/auth/check-password', { password: account.password }, account.auth)).json()).toEqual({ ok: true });
    const wrong = await post('/auth/check-password', { password: 'Nope$1234' }, account.auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: 'Wrong Password' });
    expect((await post('/auth/check-password', { password: account.password })).statusCode).toBe(401);
  });
});

describe('Google sign-in when not configured', () => {
  it('answers 503 to API callers and sends browsers back to sign-in with a message', async () => {
    const api = await get('/auth/google/login', { accept: 'application/json' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({ detail: 'Google sign-in is not configured' });
    const browser = await get('/auth/google/login', { accept: 'text/html' });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('http://localhost:3000/?google_error=Google+sign-in+is+not+configured');
  });
});

describe('rate limits', () => {
  it('answers 429 with a detail after too many attempts', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'true' });
    try {
      const statuses: number[] = [];
      let last = '';
      for (let i = 0; i <= RATE_LIMITS.login; i++) {
        const res = await limited.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a@example.com', password: 'x' } });
        statuses.push(res.statusCode);
        last = res.json().detail;
      }
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(last).toMatch(/^Too many attempts/);
      let verify = 0;
      for (let i = 0; i <= RATE_LIMITS.verifyEmail && verify !== 429; i++) {
        verify = (await limited.app.inject({ method: 'GET', url: `/auth/verify-email?token=guess${i}` })).statusCode;
      }
      expect(verify).toBe(429);
      for (const url of ['/auth/forgot-password', '/auth/signup']) {
        let status = 0;
        for (let i = 0; i <= 10 && status !== 429; i++) {
          status = (await limited.app.inject({ method: 'POST', url, payload: { email: 'a@example.com' } })).statusCode;
        }
        expect(status).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('rate limits behind the web server', () => {
  // `npm start` forwards /api from the shell's server, which names the browser in X-Forwarded-For
  // beside the secret it shares with the API. Every client on this machine is a loopback peer too.
  const SECRET = 'a-secret-the-web-server-and-the-api-share';
  const loginFrom = (app: TestApp['app'], forwardedFor: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/auth/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwardedFor, ...headers }, payload: { email: 'a@example.com', password: 'x' } });

  it('counts each browser the web server names on its own, and ignores the header without the secret', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'true', PROXY_SECRET: SECRET });
    try {
      const proxied = { [PROXY_SECRET_HEADER]: SECRET };
      for (let i = 0; i < RATE_LIMITS.login; i++) await loginFrom(limited.app, '198.51.100.1', proxied);
      expect((await loginFrom(limited.app, '198.51.100.1', proxied)).statusCode).toBe(429);
      expect((await loginFrom(limited.app, '198.51.100.2', proxied)).statusCode).toBe(401);

      // A client on this machine reaching the API directly, or with a wrong secret, cannot pick a fresh address for every attempt.
      for (const headers of [{}, { [PROXY_SECRET_HEADER]: `${SECRET}!` }] as Record<string, string>[]) {
        const statuses: number[] = [];
        for (let i = 0; i <= RATE_LIMITS.login; i++) statuses.push((await loginFrom(limited.app, `192.0.2.${i}`, headers)).statusCode);
        expect(statuses.at(-1)).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });
});

/** What every start runs: the accounts plugin's ensureAdmin on this app's database, config, mailer and log. */
const ensureAdmin = (app: TestApp['app']) =>
  createAccountService({ repository: createAccountRepository(app.db, app.sessions), config: app.config, mailer: app.mailer, log: app.log }).ensureAdmin();

describe('ensureAdmin', () => {
  it('creates the configured admin at start and promotes an existing account', async () => {
    const withAdmin = await createTestApp({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'B0ss$Password' });
    try {
      const res = await withAdmin.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'boss@example.com', password: 'B0ss$Password' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user_role).toBe('ADMIN');
      // Running again changes nothing (every start calls it).
      await ensureAdmin(withAdmin.app);
      expect((await withAdmin.app.db.select().from(users)).length).toBe(1);
    } finally {
      await withAdmin.close();
    }
    const account = await createVerifiedAccount(t.app, t.config, { email: 'promote@example.com' });
    Object.assign(t.app.config, { ADMIN_EMAIL: 'promote@example.com', ADMIN_PASSWORD: 'Other$Pass1' });
    try {
      await ensureAdmin(t.app);
    } finally {
      Object.assign(t.app.config, { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    }
    const login = await post('/auth/login', { email: account.email, password: account.password });
    expect(login.json().user_role).toBe('ADMIN');
  });
});
