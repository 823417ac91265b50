import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROCERY_CHANGED_EVENT } from 'shared-api/contract';
import { RATE_LIMITS } from './auth/routes';
import { SESSION_TTL_MS } from './auth/sessions';
import { startApiProcess, type ApiProcess } from './test/api-process';
import { freshPostgres } from './test/app';
import { startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy';

/**
 * Two API processes on one PostgreSQL and one Redis behind a round-robin proxy: the supported way
 * to run several instances. Runs once, in the PostgreSQL project, when Redis answers too.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL) && Boolean(redisUrl);

const ADMIN = { email: 'owner@two-instances.test', password: 'Sup3r$ecret-two' };
// Rate limits count per client address; a fresh one per run keeps earlier runs' counters out.
let clientAddress = `198.51.100.${1 + (process.pid % 250)}`;

let database: Awaited<ReturnType<typeof freshPostgres>>;
let a: ApiProcess;
let b: ApiProcess;
let proxy: RoundRobinProxy;
const dataDirs: string[] = [];

async function api(base: string, pathname: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', clientAddress);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${base}${pathname}`, { ...init, headers });
}

async function signIn(base: string): Promise<string> {
  const res = await api(base, '/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe.skipIf(!enabled)('two API instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    database = await freshPostgres(process.env.TEST_DATABASE_URL as string);
    const start = () => {
      // Each instance its own DATA_DIR: nothing may depend on a shared disk.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'meal-instance-'));
      dataDirs.push(dataDir);
      return startApiProcess({
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl as string,
        DATA_DIR: dataDir,
        JWT_SECRET: 'two-instances-secret-two-instances',
        TRUST_PROXY: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
    };
    // One after the other: the first creates the admin, the second finds it.
    a = await start();
    b = await start();
    proxy = await startRoundRobinProxy([a.url, b.url]);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('limits login attempts across both instances', async () => {
    const wrong = JSON.stringify({ email: ADMIN.email, password: 'not-the-password' });
    const first = proxy.served.length;
    for (let attempt = 0; attempt < RATE_LIMITS.login; attempt++) {
      const res = await api(proxy.url, '/auth/login', { method: 'POST', body: wrong });
      expect(res.status).toBe(401);
    }
    // Both instances took attempts; alone, each would allow RATE_LIMITS.login of its own.
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([a.url, b.url]));
    for (const base of [proxy.url, a.url, b.url]) {
      const res = await api(base, '/auth/login', { method: 'POST', body: wrong });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/^Too many attempts/);
    }
  });

  it('serves a picture uploaded through one instance from the other', async () => {
    // Signed in from another address: the one above is rate-limited now.
    clientAddress = `203.0.113.${1 + (process.pid % 250)}`;
    const token = await signIn(a.url);
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2f9e44' } }).png().toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const upload = await api(a.url, '/users/me', { method: 'POST', body: form, token });
    expect(upload.status).toBe(200);
    const imageUrl = ((await upload.json()) as { image_url: string }).image_url;
    expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);

    const served = await fetch(`${b.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(32);
  });

  it('tells a browser streaming from one instance about a change made through the other', async () => {
    const token = await signIn(a.url);
    const controller = new AbortController();
    const stream = await api(b.url, '/grocery/events', { token, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    // The stream opens with its retry line: from then on B listens.
    while (!text.includes('retry:')) text += decoder.decode((await reader.read()).value, { stream: true });

    const add = await api(a.url, '/grocery/items', {
      method: 'POST',
      token,
      body: JSON.stringify({ id: randomUUID(), name: 'Oat milk' }),
    });
    expect(add.status).toBe(200);
    // Resolves only when B writes the event (the test's time-out bounds the wait).
    while (!text.includes(`event: ${GROCERY_CHANGED_EVENT}`)) text += decoder.decode((await reader.read()).value, { stream: true });
    controller.abort();
  });

  it('locks a re-passworded session out of the other instance at once', async () => {
    clientAddress = `192.0.2.${1 + (process.pid % 250)}`;
    const old = await signIn(a.url);
    // b remembers the session from here on.
    expect((await api(b.url, '/grocery/user', { token: old })).status).toBe(200);
    const setPassword = (token: string, password: string, current: string) => {
      const form = new FormData();
      form.set('password', password);
      form.set('current_password', current);
      return api(a.url, '/users/me', { method: 'POST', body: form, token });
    };
    const changed = await setPassword(old, 'N3w$Password-two', ADMIN.password);
    expect(changed.status).toBe(200);
    // b hears of it over LISTEN/NOTIFY, well before its memory of the session would run out.
    await expect.poll(async () => (await api(b.url, '/grocery/user', { token: old })).status, { timeout: SESSION_TTL_MS / 2 }).toBe(401);
    const fresh = ((await changed.json()) as { access_token: string }).access_token;
    expect((await api(b.url, '/grocery/user', { token: fresh })).status).toBe(200);
    expect((await setPassword(fresh, ADMIN.password, 'N3w$Password-two')).status).toBe(200);
  });

  it('answers a cached read fresh on one instance right after a write through the other', async () => {
    const token = await signIn(a.url);
    const names = async () => ((await (await api(b.url, '/grocery/user', { token })).json()) as Array<{ name: string }>).map((item) => item.name);
    // b keeps this answer; a's write must not be met with it.
    expect(await names()).not.toContain('Rye bread');
    const add = await api(a.url, '/grocery/items', { method: 'POST', token, body: JSON.stringify({ id: randomUUID(), name: 'Rye bread' }) });
    expect(add.status).toBe(200);
    expect(await names()).toContain('Rye bread');
  });

  it('keeps serving every call when one instance stops', async () => {
    const token = await signIn(proxy.url);
    await a.stop();
    const first = proxy.served.length;
    for (let call = 0; call < 6; call++) {
      const list = await api(proxy.url, '/grocery/user', { token });
      expect(list.status).toBe(200);
      expect(((await list.json()) as Array<{ name: string }>).map((item) => item.name)).toContain('Oat milk');
    }
    expect(new Set(proxy.served.slice(first))).toEqual(new Set([b.url]));
    expect((await api(proxy.url, '/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) })).status).toBe(200);
  });
});
