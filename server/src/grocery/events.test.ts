import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHousehold, multipartBody, type Household } from '../test/recipe-fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { MAX_STREAMS_PER_ACCOUNT } from './events';
import { createLiveUpdates, inProcessLiveUpdates, postgresLiveUpdates } from './live-updates';

let t: TestApp;
let base: string;
let home: Household;
let other: Household;

beforeAll(async () => {
  t = await createTestApp();
  home = await createHousehold(t.app, ['Alice']);
  other = await createHousehold(t.app, ['Carol']);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens the stream and collects its text until closed. */
async function openStream(who: Household) {
  const controller = new AbortController();
  const response = await fetch(`${base}/grocery/events`, {
    headers: { ...who.auth, origin: 'http://localhost:3000' },
    signal: controller.signal,
  });
  let text = '';
  let ended = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (ended = true);
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted
    }
  })();
  return {
    response,
    text: () => text,
    /** The server ended the stream. */
    ended: () => ended,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

// Generous: a loaded CI machine is slow; the 1 s delivery target is measured by the bench, not here.
async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const changes = (text: string) => text.split('event: changed').length - 1;

describe('GET /grocery/events', () => {
  it('needs a bearer token', async () => {
    const res = await fetch(`${base}/grocery/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('answers HEAD at once, with the stream headers and no stream', async () => {
    const res = await fetch(`${base}/grocery/events`, { method: 'HEAD', headers: home.auth, signal: AbortSignal.timeout(3_000) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect((await t.app.inject({ method: 'HEAD', url: '/grocery/events' })).statusCode).toBe(401);
  });

  it("streams one changed event per change to the household's browsers only", async () => {
    const mine = await openStream(home);
    const second = await openStream(home);
    const theirs = await openStream(other);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
    expect(mine.response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    await until(() => mine.text().includes('retry:') && theirs.text().includes('retry:'));

    const add = await t.app.inject({
      method: 'POST',
      url: '/grocery/items',
      headers: home.auth,
      payload: { id: randomUUID(), name: 'Milk' },
    });
    expect(add.statusCode).toBe(200);
    await until(() => changes(mine.text()) === 1 && changes(second.text()) === 1);

    const item = add.json<{ id: string }>();
    await t.app.inject({ method: 'PATCH', url: `/grocery/${item.id}/check`, headers: home.auth, payload: { is_checked: true } });
    await until(() => changes(mine.text()) === 2);
    // A failed change (bad input) sends nothing; another household hears nothing.
    await t.app.inject({ method: 'PATCH', url: `/grocery/${item.id}`, headers: home.auth, payload: { quantity: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changes(mine.text())).toBe(2);
    expect(changes(theirs.text())).toBe(0);
    await Promise.all([mine.close(), second.close(), theirs.close()]);
  });

  it('holds an account to a bounded number of open streams, and frees a place when one closes', async () => {
    const busy = await createHousehold(t.app, ['Dana']);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => openStream(busy)));
    expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
    const refused = await fetch(`${base}/grocery/events`, { headers: busy.auth });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: expect.stringContaining('Too many open live update streams') });
    // Another account is not held back by this one.
    const theirs = await openStream(other);
    expect(theirs.response.status).toBe(200);

    await streams[0]!.close();
    let again: Awaited<ReturnType<typeof openStream>> | undefined;
    await expect
      .poll(async () => {
        await again?.close();
        again = await openStream(busy);
        return again.response.status;
      })
      .toBe(200);
    await Promise.all([...streams.slice(1), again!, theirs].map((stream) => stream.close()));
  });

  it('counts no stream for a client that left while its request was authenticated', async () => {
    const hasty = await createHousehold(t.app, ['Faye']);
    const { port } = new URL(base);
    for (let i = 0; i < 120; i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.on('connect', resolve));
      socket.end(`GET /grocery/events HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${hasty.auth.authorization}\r\n\r\n`);
      socket.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => openStream(hasty)));
    expect(streams.map((stream) => stream.response.status)).toEqual(streams.map(() => 200));
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('ends the streams of an account whose password changes, and the old token cannot reopen one', async () => {
    const moving = await createHousehold(t.app, ['Erin']);
    const stream = await openStream(moving);
    const theirs = await openStream(other);
    await until(() => stream.text().includes('retry:'));
    const form = await multipartBody({ password: 'N3w$Password-two' });
    const changed = await t.app.inject({ method: 'POST', url: '/users/me', headers: { ...moving.auth, ...form.headers }, payload: form.payload });
    expect(changed.statusCode).toBe(200);
    await until(() => stream.ended());
    expect((await fetch(`${base}/grocery/events`, { headers: moving.auth })).status).toBe(401);
    const fresh = await openStream({ ...moving, auth: { authorization: `Bearer ${changed.json<{ access_token: string }>().access_token}` } });
    expect(fresh.response.status).toBe(200);
    // Another account's stream goes on.
    expect(theirs.ended()).toBe(false);
    await Promise.all([stream.close(), fresh.close(), theirs.close()]);
  });
});

describe('live update buses', () => {
  it('in-process: delivers to subscribers of the household and stops after unsubscribe', async () => {
    const bus = inProcessLiveUpdates();
    const seen: string[] = [];
    const stop = bus.subscribe('a', () => seen.push('a'));
    bus.subscribe('b', () => seen.push('b'));
    await bus.publish('a');
    stop();
    await bus.publish('a');
    expect(seen).toEqual(['a']);
    await bus.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'PostgreSQL: a NOTIFY from one instance reaches the listeners of another',
    async () => {
      const pool = t.database.pool;
      expect(pool).toBeInstanceOf(pg.Pool);
      const otherPool = new pg.Pool(pool!.options);
      const instanceA = createLiveUpdates(t.database, t.app.log);
      const instanceB = postgresLiveUpdates(otherPool, t.app.log);
      try {
        const seen: string[] = [];
        instanceB.subscribe(home.userId, () => seen.push('b'));
        instanceA.subscribe(home.userId, () => seen.push('a'));
        // LISTEN starts asynchronously: publish every 100 ms until both instances have heard it.
        const repeat = setInterval(() => void instanceA.publish(home.userId), 100);
        await until(() => seen.includes('a') && seen.includes('b')).finally(() => clearInterval(repeat));
      } finally {
        await instanceA.close();
        await instanceB.close();
        await otherPool.end();
      }
    },
  );
});
