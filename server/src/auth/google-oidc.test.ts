import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { startTestOidcProvider, TEST_GOOGLE_USER, type RunningOidcProvider } from '../test/oidc-provider';
import { readCookie } from './google-oidc';

let issuer: RunningOidcProvider;
let t: TestApp;
beforeAll(async () => {
  issuer = await startTestOidcProvider(0, { redirectUri: 'http://localhost:8080/auth/google/callback' });
  t = await createTestApp({ GOOGLE_ISSUER: issuer.issuer, GOOGLE_CLIENT_ID: issuer.clientId, GOOGLE_CLIENT_SECRET: issuer.clientSecret });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Walks the issuer's redirects like a browser (with its cookies) until it points back at the API. */
async function signInAtIssuer(authorizationUrl: string, apiOrigin = 'http://localhost:8080'): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`issuer stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin === apiOrigin) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the issuer');
}

async function googleSignIn(): Promise<{ location: URL; flowCookie: string }> {
  const start = await t.app.inject({ method: 'GET', url: '/auth/google/login', headers: { accept: 'text/html' } });
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(issuer.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const setCookie = String(start.headers['set-cookie']);
  expect(setCookie).toContain('HttpOnly');
  const flowCookie = readCookie(setCookie.split(';')[0], 'google_flow') ?? '';
  const callback = await signInAtIssuer(authorization.href);
  const done = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `google_flow=${flowCookie}` },
  });
  expect(done.statusCode).toBe(302);
  return { location: new URL(done.headers.location as string), flowCookie };
}

describe('Google sign-in against a real OpenID Connect issuer', () => {
  it('creates a verified account with a profile named after the person and returns to / with the token', async () => {
    const { location } = await googleSignIn();
    expect(location.origin + location.pathname).toBe('http://localhost:3000/');
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({ user_name: TEST_GOOGLE_USER.name, avatar_url: '' });
    expect(params.token).toBeTruthy();
    const me = await t.app.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${params.token}` } });
    expect(me.json()).toMatchObject({ email: TEST_GOOGLE_USER.email, full_name: 'Google User', hasPassword: false, id: params.user_id });
    const [user] = await t.app.db.select().from(users).where(eq(users.id, params.user_id!));
    expect(user).toMatchObject({ emailVerified: true, googleSubject: TEST_GOOGLE_USER.sub });
    const owned = await t.app.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(owned.map((p) => p.name)).toEqual(['Google User']);
  });

  it('finds the same account on the next sign-in', async () => {
    const { location } = await googleSignIn();
    expect((await t.app.db.select().from(users)).length).toBe(1);
    expect(location.searchParams.get('user_name')).toBe('Google User');
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/auth/google/login' });
    const callback = await signInAtIssuer(start.headers.location as string);
    const noCookie = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(noCookie.headers.location).toBe('http://localhost:3000/?google_error=Google+sign-in+expired.+Please+try+again.');
    const flowCookie = readCookie(String(start.headers['set-cookie']).split(';')[0], 'google_flow');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged');
    const res = await t.app.inject({ method: 'GET', url: `${forged.pathname}${forged.search}`, headers: { cookie: `google_flow=${flowCookie}` } });
    expect(res.headers.location).toBe('http://localhost:3000/?google_error=Google+sign-in+failed');
  });

  it('sends a cancelled sign-in back with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/google/callback?error=access_denied' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('google_error=Google+sign-in+was+cancelled.');
  });
});

describe('Google sign-in with the API under the web origin (/api, as npm start serves it)', () => {
  let underPath: TestApp;
  let pathIssuer: RunningOidcProvider;
  beforeAll(async () => {
    pathIssuer = await startTestOidcProvider(0, { redirectUri: 'http://localhost:3000/api/auth/google/callback' });
    underPath = await createTestApp({
      PUBLIC_API_URL: 'http://localhost:3000/api',
      GOOGLE_ISSUER: pathIssuer.issuer,
      GOOGLE_CLIENT_ID: pathIssuer.clientId,
      GOOGLE_CLIENT_SECRET: pathIssuer.clientSecret,
    });
  });
  afterAll(async () => {
    await underPath.close();
    await pathIssuer.close();
  });

  it('keeps the flow cookie to the public path and finishes at the address the issuer returns to', async () => {
    // The web server forwards /api/auth/google/login to the API as /auth/google/login.
    const start = await underPath.app.inject({ method: 'GET', url: '/auth/google/login' });
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toContain('Path=/api/auth/google;');
    const callback = await signInAtIssuer(start.headers.location as string, 'http://localhost:3000');
    expect(callback.pathname).toBe('/api/auth/google/callback');
    const flowCookie = readCookie(setCookie.split(';')[0], 'google_flow');
    const done = await underPath.app.inject({
      method: 'GET',
      url: `${callback.pathname.slice('/api'.length)}${callback.search}`,
      headers: { cookie: `google_flow=${flowCookie}` },
    });
    const location = new URL(done.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/');
    expect(location.searchParams.get('token')).toBeTruthy();
  });
});
