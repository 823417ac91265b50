import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseInputError } from './database-errors';
import { multipartError } from './multipart-errors';
import { createVerifiedAccount, multipart, type TestAccount } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
let account: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  account = await createVerifiedAccount(t.app, t.config);
});
afterAll(() => t.close());

const detailOf = (res: { headers: Record<string, unknown>; body: string }) => {
  expect(String(res.headers['content-type'])).toContain('application/json');
  return (JSON.parse(res.body) as { detail: string }).detail;
};

describe('every error path answers JSON {detail}', () => {
  it("Fastify's own refusals: bad percent-encoding (400) and over-long path parameters (414)", async () => {
    for (const url of ['/profiles/%zz', '/recipes/%E0%A4%A/full', '/grocery/user%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: account.auth });
      expect(res.statusCode).toBe(400);
      expect(detailOf(res)).toBe('The address is not valid (bad percent-encoding in the path)');
    }
    const long = await t.app.inject({ method: 'GET', url: `/profiles/${'a'.repeat(300)}`, headers: account.auth });
    expect(long.statusCode).toBe(414);
    expect(detailOf(long)).toBe('A path segment is too long');
    // Up to the router's limit, the contract's own bound answers with the field.
    const bounded = await t.app.inject({ method: 'GET', url: `/profiles/${'a'.repeat(250)}`, headers: account.auth });
    expect(bounded.statusCode).toBe(400);
    expect(detailOf(bounded)).toBe('profileId: Id is too long');
  });

  it('an invalid CORS preflight is refused as JSON; a valid one still passes', async () => {
    const invalid = await t.app.inject({ method: 'OPTIONS', url: '/profiles/', headers: { origin: 'http://localhost:3000' } });
    expect(invalid.statusCode).toBe(400);
    expect(detailOf(invalid)).toMatch(/^Invalid CORS preflight request/);
    const valid = await t.app.inject({
      method: 'OPTIONS',
      url: '/profiles/',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(valid.statusCode).toBe(204);
    expect(valid.headers['access-control-allow-origin']).toBe('http://localhost:3000');
  });

  it('malformed multipart bodies answer 400 and change nothing', async () => {
    const good = multipart({ name: 'Kid' });
    const boundary = good.headers['content-type']!.split('boundary=')[1]!;
    const before = (await t.app.inject({ method: 'GET', url: '/profiles/', headers: account.auth })).body;
    for (const [headers, payload] of [
      [{ 'content-type': 'multipart/form-data' }, good.payload],
      [{ 'content-type': 'multipart/form-data; boundary=nope' }, good.payload],
      [good.headers, good.payload.subarray(0, 30)],
      [good.headers, good.payload.toString('latin1').replace(`--${boundary}--\r\n`, '')],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/profiles/add-new-profile', headers: { ...account.auth, ...headers }, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(detailOf(res)).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/profiles/', headers: account.auth })).body).toBe(before);
  });

  it("multipart text fields: a refusal names the field, and a field over the size cap is 413 (not 'not valid JSON')", async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/profiles/', headers: account.auth })).body;
    const send = async (url: string, fields: Record<string, string>) => {
      const form = multipart(fields);
      return t.app.inject({ method: 'POST', url, headers: { ...account.auth, ...form.headers }, payload: form.payload });
    };
    const language = await send('/profiles/add-new-profile', { name: 'Kid', preferred_language: 'x'.repeat(11) });
    expect(language.statusCode).toBe(400);
    expect(detailOf(language)).toMatch(/^preferred_language: /);
    const active = await send('/profiles/add-new-profile', { name: 'Kid', is_active: 'yes' });
    expect(active.statusCode).toBe(400);
    expect(detailOf(active)).toMatch(/^is_active: /);

    // The whole form is held to the app's 2 MB body limit, with Content-Length or without (a stream).
    const padded: Record<string, string> = { name: 'Kid' };
    for (let i = 0; i < 29; i++) padded[`f${i}`] = 'x'.repeat(500 * 1024);
    const huge = multipart(padded);
    for (const payload of [huge.payload, Readable.from([huge.payload])]) {
      const res = await t.app.inject({ method: 'POST', url: '/profiles/add-new-profile', headers: { ...account.auth, 'content-type': huge.headers['content-type']! }, payload });
      expect(res.statusCode, res.body).toBe(413);
      expect(detailOf(res)).toBe('Image must be less than 1MB');
    }

    const profileId = (JSON.parse(before) as Array<{ id: string }>)[0]!.id;
    const recipe = { name: 'Big', ingredients: [{ name: 'x', quantity: 1 }], instructions: [{ content: 'c', step_number: 1 }], notes: 'n'.repeat(600 * 1024) };
    const big = await send(`/recipes/${profileId}`, { data: JSON.stringify(recipe) });
    expect(big.statusCode).toBe(413);
    expect(detailOf(big)).toBe('data: too long');
    expect((await t.app.inject({ method: 'GET', url: '/profiles/', headers: account.auth })).body).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `/recipes/${profileId}`, headers: account.auth })).json()).toEqual([]);
  });

  it('JSON bodies must be UTF-8: another charset is 415, broken bytes 400, a forbidden key says so; nothing is stored', async () => {
    const pantry = async () => (await t.app.inject({ method: 'GET', url: '/grocery/pantry', headers: account.auth })).body;
    const before = await pantry();
    const post = (contentType: string, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: '/grocery/pantry', headers: { ...account.auth, 'content-type': contentType }, payload });
    for (const charset of ['latin1', 'iso-8859-1', 'utf-16', '"windows-1252"']) {
      const res = await post(`application/json; charset=${charset}`, Buffer.from('{"name":"Caf\u00e9"}', 'latin1'));
      expect(res.statusCode, charset).toBe(415);
      expect(detailOf(res)).toMatch(/JSON bodies must be UTF-8$/);
    }
    const broken = await post('application/json', Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')]));
    expect(broken.statusCode).toBe(400);
    expect(detailOf(broken)).toBe('Request body is not valid UTF-8');
    const poisoned = await post('application/json', '{"name":"Salt","__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    expect(detailOf(poisoned)).toBe('Request body contains a forbidden key (__proto__ or constructor)');
    expect(detailOf(await post('application/json', '{"name":'))).toBe('Request body is not valid JSON');
    expect(await pantry()).toBe(before);
    // UTF-8 as declared, quoted or not, with or without a byte order mark, is read as before.
    const declared: Array<[string, string]> = [['application/json; charset=UTF-8', 'Caf\u00e9'], ['application/json;charset="utf-8"', 'Thyme'], ['application/json', 'Basil']];
    for (const [contentType, name] of declared) {
      const res = await post(contentType, `\ufeff${JSON.stringify({ name })}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ name: string }>().name).toBe(name);
    }
  });

  it('sign-in with a NUL character is refused at the edge, without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a\u0000@example.com', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(detailOf(res)).toBe('email: Text cannot contain NUL characters');
    const forgot = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'a@example.com\uD800' } });
    expect(forgot.statusCode).toBe(400);
    expect(detailOf(forgot)).toMatch(/^email: Text contains an invalid character/);
  });
});

describe('error mapping', () => {
  it('maps multipart parser errors, PostgreSQL data exceptions and concurrent-change conflicts to 4xx, and nothing else', () => {
    expect(multipartError(new Error('Unexpected end of multipart data'))?.statusCode).toBe(400);
    expect(multipartError(Object.assign(new Error('reach files limit'), { code: 'FST_FILES_LIMIT' }))?.statusCode).toBe(413);
    expect(multipartError(new Error('something else'))).toBeNull();
    const wrapped = new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence'), { code: '22021' }) });
    expect(databaseInputError(wrapped)?.statusCode).toBe(400);
    expect(databaseInputError(Object.assign(new Error('index row size exceeds maximum'), { code: '54000' }))?.statusCode).toBe(400);
    // Conflicts with a concurrent request (PostgreSQL): 409, the request can be sent again.
    for (const code of ['23503', '23505', '40001', '40P01']) {
      expect(databaseInputError(new Error('Failed query', { cause: Object.assign(new Error('conflict'), { code }) }))?.statusCode).toBe(409);
    }
    expect(databaseInputError(Object.assign(new Error('not null'), { code: '23502' }))).toBeNull();
    expect(databaseInputError(new Error('plain'))).toBeNull();
  });
});

/** Writes raw bytes to the listening server and reads until it closes. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5_000, () => socket.destroy());
    socket.end(request);
  });
}

describe("what Node's HTTP parser refuses", () => {
  it('answers JSON {detail} for a malformed request line, an unknown method, headers too large and an unknown Expect', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const cases: Array<[string, number]> = [
      ['FOO /health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['GET health HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['GET /health HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n', 400],
      [`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`, 431],
      [`GET /health?${'q'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
      ['POST /grocery/pantry HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}', 417],
    ];
    for (const [request, status] of cases) {
      const answer = await rawExchange(port, request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head, request.slice(0, 40)).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head.toLowerCase()).toContain('content-type: application/json');
      expect(typeof (JSON.parse(body) as { detail?: unknown }).detail).toBe('string');
    }
  });
});
