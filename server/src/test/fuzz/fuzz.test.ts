import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import * as contract from 'shared-api/contract';
import type { Endpoint } from 'shared-api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, multipart, STRONG_PASSWORD, type TestAccount } from '../accounts';
import { createTestApp, type TestApp } from '../app';
import { blankPng, corruptPng } from './images';
import { applyMutation, jsonSchemaOf, mutationsOf, sampleOf, type Carrier, type JsonSchema } from './schema-cases';

/**
 * Contract fuzzing (issue 16): ≥ 10,000 malformed requests over every endpoint of the contract,
 * through app.inject on this project's database (PGlite, and PostgreSQL in the postgres project).
 * Every answer must be < 500, every 4xx must be JSON `{detail}`, malformed input must be refused
 * (4xx) and no table, upload or mail may change. Seeded: the same requests every run.
 */

const SEED = 20_261_116;
const RANDOM_PER_LEAF = 40;
const GARBAGE_BODIES = 60;
const CONCURRENCY = 8;
const ANSWER_TIMEOUT_MS = 5_000;

interface FuzzCase {
  /** Failure class for the report. */
  kind: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** "refused": must be 4xx. "any": only no 5xx and {detail} on a 4xx. */
  expect: 'refused' | 'any';
  /** A 5xx the endpoint gives by design (Google sign-in answers 503 when it is not configured). */
  allow503?: boolean;
}

interface Failure {
  kind: string;
  request: string;
  problem: string;
}

const endpoints = (Object.entries(contract) as Array<[string, unknown]>).filter(
  (entry): entry is [string, Endpoint] => typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1] && 'fallback' in entry[1],
);

let t: TestApp;
let home: TestAccount;
let admin: TestAccount;
const ids = { profile: '', recipe: '', plan: '', groceryItem: '', store: '', pantry: '' };

async function ok<T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`seeding failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: STRONG_PASSWORD });
  const { app, config } = t;
  home = await createVerifiedAccount(app, config, { fullName: 'Fuzz Home' });
  const login = await ok<{ access_token: string; user_id: string }>(
    app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'admin@example.com', password: STRONG_PASSWORD } }),
  );
  admin = { email: 'admin@example.com', password: STRONG_PASSWORD, token: login.access_token, userId: login.user_id, auth: { authorization: `Bearer ${login.access_token}` } };
  const auth = home.auth;
  ids.profile = (await ok<Array<{ id: string }>>(app.inject({ method: 'GET', url: '/profiles/', headers: auth })))[0]!.id;
  const form = multipart({ data: JSON.stringify({ name: 'Fuzz Soup', ingredients: [{ name: 'Leek', quantity: 2 }], instructions: [{ content: 'Cook', step_number: 1 }] }) });
  ids.recipe = (
    await ok<{ recipe_id: string }>(
      app.inject({ method: 'POST', url: `/recipes/${ids.profile}`, headers: { ...auth, ...form.headers }, payload: form.payload }),
    )
  ).recipe_id;
  ids.plan = (
    await ok<{ id: string }>(
      app.inject({
        method: 'POST',
        url: `/profiles/${ids.profile}/weekly-plans/`,
        headers: auth,
        payload: { recipe_id: ids.recipe, week_start_date: '2026-11-23', week_number: 1, planned_servings: 2 },
      }),
    )
  ).id;
  ids.groceryItem = (
    await ok<{ id: string }>(app.inject({ method: 'POST', url: '/grocery/items', headers: auth, payload: { id: randomUUID(), name: 'Milk' } }))
  ).id;
  ids.store = (await ok<{ id: string }>(app.inject({ method: 'POST', url: '/grocery-stores', headers: auth, payload: { name: 'Fuzz Mart' } }))).id;
  ids.pantry = (await ok<{ id: string }>(app.inject({ method: 'POST', url: '/grocery/pantry', headers: auth, payload: { name: 'Salt' } }))).id;
}, 120_000);

afterAll(() => t?.close());

/** Every table's rows, hashed, plus the uploads and mail folders: malformed requests change none of it. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.app.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const [row] = rowsOf<{ digest: string; count: string }>(
      await t.app.db.execute(
        sql`select md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest, count(*)::text as count from ${sql.identifier(name)} t`,
      ),
    );
    out[name] = `${row?.count} rows, ${row?.digest}`;
  }
  const list = (dir: string): string => {
    try {
      return readdirSync(path.join(t.config.dataDir, dir)).sort().join(',');
    } catch {
      return '';
    }
  };
  out['files:uploads'] = list('uploads');
  out['files:mail'] = list('mail');
  return out;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

// ---------- samples ----------

const STRONG = 'Sup3r$ecret';
/** Values the schema alone cannot make valid (refinements, links, cross-field rules). */
function fieldOverrides(): Record<string, unknown> {
  return {
    password: STRONG,
    new_password: STRONG,
    confirm_password: STRONG,
    avatar_url: '/uploads/a.webp',
    image_url: '/uploads/a.webp',
    source_url: 'https://example.com/soup',
    recipe_url: 'https://example.com/soup',
    url: 'https://example.com/soup',
    profile_id: ids.profile,
    recipe_id: ids.recipe,
    email: 'fuzz@example.com',
  };
}

function overrideDeep(value: unknown, overrides: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => overrideDeep(item, overrides));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, key in overrides && typeof child !== 'object' ? overrides[key] : overrideDeep(child, overrides)]),
    );
  }
  return value;
}

function paramSample(endpointPath: string, name: string): string {
  switch (name) {
    case 'profileId':
      return ids.profile;
    case 'recipeId':
      return ids.recipe;
    case 'planId':
      return ids.plan;
    case 'storeId':
      return ids.store;
    case 'userId':
      return home.userId;
    case 'token':
      return 'a'.repeat(43);
    case 'id':
      if (endpointPath.startsWith('/grocery/pantry')) return ids.pantry;
      if (endpointPath.startsWith('/grocery')) return ids.groceryItem;
      return ids.recipe;
    default:
      return 'x';
  }
}

interface Sample {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

function sampleFor(endpoint: Endpoint): Sample {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((name) => [name, paramSample(endpoint.path, name)]));
  const query = endpoint.query ? (overrideDeep(sampleOf(jsonSchemaOf(endpoint.query), { uuid: ids.recipe }), fieldOverrides()) as Record<string, unknown>) : {};
  let body = endpoint.body ? overrideDeep(sampleOf(jsonSchemaOf(endpoint.body), { uuid: ids.recipe }), fieldOverrides()) : undefined;
  if (endpoint === contract.completeOnboarding) {
    body = { profiles: [{ name: 'Fuzz', is_selected: true }], planningFrequency: 'WEEKLY', groceryStores: [ids.store], subscription: 'FREE' };
  }
  if (endpoint === contract.addToGrocery) {
    body = { ...(body as object), id: ids.recipe, profile: { id: ids.profile, name: 'Fuzz' } };
  }
  if (endpoint === contract.setGroceryItemStores) body = { stores: [ids.store] };
  if (endpoint === contract.updateGroceryItem) body = { quantity: 2, unit: 'g', note: 'n' };
  // A save of a recipe the profile already has answers "exists" before it looks at the rest.
  if (endpoint === contract.saveRecipe) body = { ...(body as object), data: { ...(body as { data: object }).data, origin_recipe_id: null } };
  return { params, query, body };
}

// ---------- request building ----------

function fillPath(template: string, params: Record<string, string>, raw = new Set<string>()): string {
  return template.replace(/:(\w+)/g, (_, name: string) => (raw.has(name) ? params[name]! : encodeURIComponent(params[name] ?? '')));
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Multipart text: objects travel as JSON (the recipe's `data`), everything else as its string. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue;
    fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return fields;
}

function requestFor(endpoint: Endpoint, sample: Sample, auth: Record<string, string>, kind: string, expectation: FuzzCase['expect']): FuzzCase {
  const url = fillPath(endpoint.path, sample.params) + queryString(sample.query);
  if (endpoint.multipart) {
    const form = multipart(formFields(sample.body));
    return { kind, method: endpoint.method, url, headers: { ...auth, ...form.headers }, payload: form.payload, expect: expectation };
  }
  const hasBody = sample.body !== undefined && endpoint.method !== 'GET';
  return {
    kind,
    method: endpoint.method,
    url,
    headers: { ...auth, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: JSON.stringify(sample.body) } : {}),
    expect: expectation,
  };
}

async function tokenWith(claims: Record<string, unknown>, options: { exp?: string | number | null; secret?: string; sub?: string } = {}): Promise<string> {
  let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('meal-planner').setIssuedAt();
  if (options.sub !== undefined) jwt = jwt.setSubject(options.sub);
  if (options.exp !== null) jwt = jwt.setExpirationTime(options.exp ?? '1h');
  return jwt.sign(new TextEncoder().encode(options.secret ?? t.config.JWT_SECRET));
}

async function badTokens(): Promise<Array<[string, string]>> {
  const claims = { role: 'USER', ver: 0 };
  const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: home.userId, ...claims })).toString('base64url')}.`;
  return [
    ['none', ''],
    ['empty-bearer', 'Bearer '],
    ['garbage', 'Bearer not.a.jwt'],
    ['basic', 'Basic Zm9vOmJhcg=='],
    ['non-uuid-sub', `Bearer ${await tokenWith(claims, { sub: 'not-a-uuid' })}`],
    ['long-sub', `Bearer ${await tokenWith(claims, { sub: 'x'.repeat(5000) })}`],
    ['nul-sub', `Bearer ${await tokenWith(claims, { sub: 'a\u0000b' })}`],
    ['no-exp', `Bearer ${await tokenWith(claims, { sub: home.userId, exp: null })}`],
    ['expired', `Bearer ${await tokenWith(claims, { sub: home.userId, exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ['wrong-secret', `Bearer ${await tokenWith(claims, { sub: home.userId, secret: 'another-secret-another-secret!!' })}`],
    ['unknown-user', `Bearer ${await tokenWith(claims, { sub: randomUUID() })}`],
    ['huge-ver', `Bearer ${await tokenWith({ role: 'USER', ver: 2 ** 40 }, { sub: home.userId })}`],
    ['alg-none', `Bearer ${unsigned}`],
    ['huge-token', `Bearer ${'a'.repeat(12_000)}`],
  ];
}

const PARAM_GARBAGE: Array<[string, string]> = [
  ['percent-alone', '%'],
  ['percent-bad-hex', '%zz'],
  ['percent-truncated', '%E0%A4%A'],
  ['percent-surrogate', '%ED%A0%80'],
  ['percent-nul', '%00'],
  ['over-long', 'a'.repeat(5000)],
  ['just-over-limit', 'b'.repeat(120)],
  ['dot-dot', '..%2F..%2Fetc'],
  ['unicode', '%C3%A9t%C3%A9'],
];

const QUERY_GARBAGE = ['%', '%zz', 'a=%E0%A4%A', 'a=%00', `a=${'q'.repeat(20_000)}`, '&&&==', '__proto__=1', 'constructor[prototype]=1'];

const JSON_GARBAGE = ['{', '[', '{"a":', 'null', '"text"', '123', '[]', 'true', '\u0000', '{"a":"\\ud800"', '[[[[[[[[[[', '{"__proto__":{"x":1}}'];

async function multipartGarbage(url: string, method: string, auth: Record<string, string>, fileField: string): Promise<FuzzCase[]> {
  const good = multipart({ name: 'Fuzz' });
  const boundary = good.headers['content-type']!.split('boundary=')[1]!;
  const text = good.payload.toString('latin1');
  const cases: Array<[string, Record<string, string>, string | Buffer]> = [
    ['no-boundary', { 'content-type': 'multipart/form-data' }, good.payload],
    ['wrong-boundary', { 'content-type': 'multipart/form-data; boundary=nope' }, good.payload],
    ['empty-boundary', { 'content-type': 'multipart/form-data; boundary=' }, good.payload],
    ['truncated', good.headers, good.payload.subarray(0, Math.floor(good.payload.length / 2))],
    ['no-closing-boundary', good.headers, text.replace(`--${boundary}--\r\n`, '')],
    ['empty-body', good.headers, ''],
    ['only-closing', good.headers, `--${boundary}--\r\n`],
    ['part-without-name', good.headers, `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`],
    ['part-without-disposition', good.headers, `--${boundary}\r\nX-Other: 1\r\n\r\nvalue\r\n--${boundary}--\r\n`],
    // Busboy keeps the first 80 KB of a part's headers: the name after them is lost, so the form lacks it.
    ['long-header-line', good.headers, `--${boundary}\r\nContent-Disposition: form-data; x="${'h'.repeat(100_000)}"; name="name"\r\n\r\nv\r\n--${boundary}--\r\n`],
    ['many-headers', good.headers, `--${boundary}\r\n${'X-A: 1\r\n'.repeat(5000)}Content-Disposition: form-data; name="name"\r\n\r\nv\r\n--${boundary}--\r\n`],
    ['json-as-multipart', good.headers, '{"name":"Fuzz"}'],
    ['garbage-bytes', good.headers, Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 37) % 256))],
    ['too-many-fields', good.headers, `${Array.from({ length: 40 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--${boundary}--\r\n`],
    ['two-files', good.headers, `${[1, 2].map((i) => `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a${i}.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n`).join('')}--${boundary}--\r\n`],
  ];
  const out: FuzzCase[] = cases.map(([kind, headers, payload]) => ({ kind: `multipart:${kind}`, method, url, headers: { ...auth, ...headers }, payload, expect: 'refused' }));
  const files: Array<[string, Buffer]> = [
    ['corrupt-png', corruptPng()],
    ['huge-pixels-png', blankPng(12_000, 12_000)],
    ['not-an-image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['over-1mb', Buffer.alloc(1024 * 1024 + 10, 1)],
  ];
  for (const [kind, data] of files) {
    out.push({ kind: `upload:${kind}`, method, url, headers: { ...auth }, payload: data, expect: 'refused' });
  }
  return out;
}

/** Cases of one endpoint; `fileField` set for the upload calls. */
async function casesFor(name: string, endpoint: Endpoint, tokens: Array<[string, string]>): Promise<FuzzCase[]> {
  const sample = sampleFor(endpoint);
  const cases: FuzzCase[] = [];
  const access = endpoint.admin ? admin.auth : endpoint.auth === false ? {} : home.auth;
  const seed = SEED + [...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0);

  // The base sample must be valid, or mutating one field would prove nothing.
  for (const [part, schema, value] of [
    ['body', endpoint.body, sample.body],
    ['query', endpoint.query, sample.query],
    ['params', endpoint.params, sample.params],
  ] as const) {
    if (!schema) continue;
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`${name}: sample ${part} is not valid: ${JSON.stringify(parsed.error.issues[0])}`);
  }

  const parts: Array<['params' | 'query' | 'body', JsonSchema, unknown, Carrier]> = [];
  if (endpoint.params) parts.push(['params', jsonSchemaOf(endpoint.params), sample.params, 'text']);
  if (endpoint.query) parts.push(['query', jsonSchemaOf(endpoint.query), sample.query, 'text']);
  if (endpoint.body && endpoint.method !== 'GET') parts.push(['body', jsonSchemaOf(endpoint.body), sample.body, endpoint.multipart ? 'text' : 'json']);

  for (const [part, schema, value, carrier] of parts) {
    // Multipart: each form field is text, but the recipe's `data` field is JSON inside it.
    const jsonFields = endpoint.multipart ? Object.entries(schema.properties ?? {}).filter(([, node]) => node.type === 'object') : [];
    const mutations = [
      ...mutationsOf(schema, value, { carrier, seed, randomPerLeaf: RANDOM_PER_LEAF }).filter(
        (mutation) => !jsonFields.some(([key]) => mutation.path[0] === key),
      ),
      ...jsonFields.flatMap(([key, node]) =>
        mutationsOf(node, (value as Record<string, unknown>)[key], { carrier: 'json', seed, randomPerLeaf: RANDOM_PER_LEAF }, [key]),
      ),
    ];
    for (const mutation of mutations) {
      if (part === 'params' && mutation.path.length === 0) continue;
      const mutated = { ...sample, [part]: applyMutation(value, mutation) } as Sample;
      if (part === 'params') {
        // An empty segment routes elsewhere; a NUL travels percent-encoded.
        const params = mutated.params as Record<string, unknown>;
        for (const key of Object.keys(params)) params[key] = params[key] === undefined ? '' : String(params[key]);
      }
      cases.push(requestFor(endpoint, mutated, access, `${part}:${mutation.kind}`, 'refused'));
    }
  }

  if (endpoint.auth !== false) {
    for (const [kind, header] of tokens) {
      cases.push(requestFor(endpoint, sample, header ? { authorization: header } : {}, `auth:${kind}`, 'refused'));
    }
  }

  const baseUrl = fillPath(endpoint.path, sample.params);
  if (endpoint.body && !endpoint.multipart && endpoint.method !== 'GET') {
    const bodies = [
      ...JSON_GARBAGE,
      ...fc.sample(
        fc.string({ unit: 'binary', maxLength: 200 }).filter((text) => {
          try {
            const parsed: unknown = JSON.parse(text);
            return !parsed || typeof parsed !== 'object' || Array.isArray(parsed);
          } catch {
            return true;
          }
        }),
        { seed, numRuns: GARBAGE_BODIES },
      ),
    ];
    for (const payload of bodies) cases.push({ kind: 'body:garbage', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'application/json' }, payload, expect: 'refused' });
    cases.push({ kind: 'body:empty-json', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'application/json' }, payload: '', expect: 'refused' });
    cases.push({ kind: 'body:text-plain', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'text/plain' }, payload: 'hello', expect: 'refused' });
    cases.push({ kind: 'body:bad-charset', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'application/json; charset=utf-32' }, payload: '{}', expect: 'refused' });
    cases.push({ kind: 'body:too-large', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'application/json' }, payload: `{"a":"${'z'.repeat(2 * 1024 * 1024)}"}`, expect: 'refused' });
  }
  if (endpoint.multipart) {
    const fileField = endpoint === contract.updateMe ? 'image' : endpoint.path.includes('profile') ? 'profileImage' : 'image';
    const garbage = await multipartGarbage(baseUrl, endpoint.method, access, fileField);
    for (const item of garbage) {
      if (item.kind.startsWith('upload:')) {
        // The file next to otherwise valid fields, so only the file can be the reason for refusal.
        const form = multipart(formFields(sample.body), { field: fileField, filename: 'photo.png', contentType: 'image/png', data: item.payload as Buffer });
        cases.push({ ...item, headers: { ...access, ...form.headers }, payload: form.payload });
      } else cases.push(item);
    }
    cases.push({ kind: 'multipart:json-body', method: endpoint.method, url: baseUrl, headers: { ...access, 'content-type': 'application/json' }, payload: '{"name":"x"}', expect: 'refused' });
  }

  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  for (const param of names) {
    for (const [kind, value] of PARAM_GARBAGE) {
      const url = fillPath(endpoint.path, { ...sample.params, [param]: value }, new Set([param]));
      cases.push({ kind: `path:${kind}`, method: endpoint.method, url, headers: access, expect: kind === 'unicode' ? 'any' : 'refused' });
    }
  }
  if (endpoint.query) {
    for (const query of QUERY_GARBAGE) cases.push({ kind: 'query:garbage', method: endpoint.method, url: `${baseUrl}?${query}`, headers: access, expect: 'any' });
  }

  if (endpoint.method === 'GET') {
    const valid = requestFor(endpoint, sample, access, 'head:valid', 'any');
    cases.push({ ...valid, method: 'HEAD' });
    if (endpoint.auth !== false) cases.push({ ...valid, method: 'HEAD', kind: 'head:no-token', headers: {}, expect: 'refused' });
  }
  // CORS preflights: one without the method header (invalid), one from a stranger's origin.
  cases.push({ kind: 'cors:no-request-method', method: 'OPTIONS', url: baseUrl, headers: { origin: 'http://localhost:3000' }, expect: 'any' });
  cases.push({ kind: 'cors:foreign-origin', method: 'OPTIONS', url: baseUrl, headers: { origin: 'https://evil.example', 'access-control-request-method': endpoint.method }, expect: 'any' });
  // Without a token: with one, a valid call would run (and change things, or open the event stream).
  cases.push({ kind: 'headers:huge', method: endpoint.method, url: baseUrl, headers: { 'x-padding': 'p'.repeat(30_000), cookie: `c=${'k'.repeat(10_000)}` }, expect: 'any' });
  return cases;
}

async function runCase(item: FuzzCase): Promise<{ status: number; body: string; contentType: string } | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  const answer = t.app
    .inject({
      method: item.method as 'GET',
      url: item.url,
      headers: item.headers,
      ...(item.payload !== undefined ? { payload: item.payload } : {}),
    })
    .then((res) => ({ status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') }));
  const result = await Promise.race([answer, timeout]);
  clearTimeout(timer);
  return result;
}

function check(item: FuzzCase, result: Awaited<ReturnType<typeof runCase>>): string | null {
  if (!result) return `no answer within ${ANSWER_TIMEOUT_MS} ms`;
  const { status, body, contentType } = result;
  if (status >= 500 && !(status === 503 && item.allow503)) return `${status} ${body.slice(0, 160)}`;
  if (status >= 400 && item.method !== 'HEAD') {
    let detail: unknown;
    try {
      detail = (JSON.parse(body) as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    if (!contentType.includes('application/json') || typeof detail !== 'string' || !detail) return `${status} without JSON detail: ${contentType} ${body.slice(0, 120)}`;
  }
  if (item.expect === 'refused' && status < 400) return `accepted (${status}): ${body.slice(0, 160)}`;
  return null;
}

describe('contract fuzzing', () => {
  it('answers ≥ 10,000 malformed requests over every route with 4xx {detail}, never 5xx, and changes nothing', async () => {
    const started = Date.now();
    const tokens = await badTokens();
    const cases: FuzzCase[] = [];
    // Deleting the account goes last: were one of its malformed calls accepted, every later answer would be a 401.
    const ordered = [...endpoints.filter(([, e]) => e !== contract.deleteMe), ...endpoints.filter(([, e]) => e === contract.deleteMe)];
    for (const [name, endpoint] of ordered) {
      const own = await casesFor(name, endpoint, tokens);
      cases.push(...(endpoint === contract.googleLogin ? own.map((item) => ({ ...item, allow503: true })) : own));
    }
    // Beyond the contract: bad encodings on fixed paths, static files, unknown routes and methods.
    for (const url of ['/grocery/user%zz', '/%', '/uploads/%E0%A4%A', '/uploads/..%2F..%2Fetc%2Fpasswd', `/uploads/${'u'.repeat(5000)}`, '/nope', '/docs/%zz']) {
      cases.push({ kind: 'path:fixed', method: 'GET', url, headers: home.auth, expect: 'any' });
    }
    cases.push({ kind: 'method:unknown', method: 'PROPFIND', url: '/grocery/user', headers: home.auth, expect: 'any' });
    cases.push({ kind: 'cors:no-origin', method: 'OPTIONS', url: '/grocery/user', headers: {}, expect: 'any' });

    const before = await snapshot();
    const failures: Failure[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) {
          const item = cases[next++]!;
          const problem = check(item, await runCase(item));
          if (problem) failures.push({ kind: item.kind, request: `${item.method} ${item.url.slice(0, 120)}`, problem });
        }
      }),
    );
    const after = await snapshot();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);

    const byKind = new Map<string, number>();
    for (const failure of failures) byKind.set(failure.kind, (byKind.get(failure.kind) ?? 0) + 1);
    console.info(
      `[fuzz ${process.env.TEST_DB ?? 'pglite'}] ${cases.length} requests over ${endpoints.length} endpoints in ${seconds} s; ${failures.length} failures`,
      failures.length ? { byKind: Object.fromEntries(byKind), examples: failures.slice(0, 400) } : '',
    );

    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
    expect(cases.length).toBeGreaterThanOrEqual(10_000);
    expect(failures).toEqual([]);
    expect(after).toEqual(before);
  }, 240_000);
});
