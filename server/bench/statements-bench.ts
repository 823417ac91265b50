/**
 * SQL statements per request (DESIGN.md §8: "constant SQL statements per request").
 *
 * Builds the real app in this process (buildApp on a database from openDatabase), wraps the
 * database driver so every statement it is sent is counted, seeds one household through the API
 * (app.inject) and counts the statements of each request below with 10, 1,000 and 5,000 rows of
 * recipes, grocery items and plan entries of this week. A request whose count grows with the rows
 * runs one statement per row (N+1). POST /grocery/add is counted with 1 and with 20 ingredients.
 *
 * Counted: every statement the driver is asked to run during the request — the auth lookup,
 * reads, writes, and BEGIN/COMMIT of transactions (PGlite runs those itself: counted as sent).
 *
 *   tsx bench/statements-bench.ts [--sizes 10,1000,5000] [--quick] [--db pglite|postgres]
 *                                 [--database-url postgres://…/postgres] [--json out.json]
 *
 * --quick: sizes 10,100,1000. --db postgres creates its own database (bench_stmt_<pid>) on the
 * server of --database-url (default postgres://postgres@127.0.0.1:5432/postgres) and drops it.
 * It is a benchmark: it exits 0 whatever the counts; non-zero only when it could not measure.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { freshPostgres } from '../src/test/app';

// ---------------------------------------------------------------- options
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const quick = args.includes('--quick');
const sizes = (option('sizes') ?? (quick ? '10,100,1000' : '10,1000,5000')).split(',').map(Number);
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes: positive integers, e.g. 10,1000,5000');
sizes.sort((a, b) => a - b);
const dbKind = option('db') ?? 'pglite';
if (dbKind !== 'pglite' && dbKind !== 'postgres') throw new Error('--db: pglite or postgres');
const baseUrl = option('database-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const jsonOut = option('json');
const log = (text: string): void => void process.stderr.write(`  · ${text}\n`);

// ---------------------------------------------------------------- statement counter
interface Count {
  total: number;
  reads: number;
  writes: number;
  tx: number;
  other: number;
}
const zero = (): Count => ({ total: 0, reads: 0, writes: 0, tx: 0, other: 0 });
let current: Count | null = null;

function record(text: unknown): void {
  if (!current) return;
  const sql = (typeof text === 'string' ? text : typeof text === 'object' && text && 'text' in text ? String(text.text) : '')
    .trimStart()
    .toLowerCase();
  current.total += 1;
  if (/^(select|with|values|show)\b/.test(sql)) current.reads += 1;
  else if (/^(insert|update|delete|merge)\b/.test(sql)) current.writes += 1;
  else if (/^(begin|commit|rollback|savepoint|release|start transaction)\b/.test(sql)) current.tx += 1;
  else current.other += 1;
}

type AnyFn = (...params: unknown[]) => unknown;
interface Patchable {
  query?: AnyFn;
  exec?: AnyFn;
  transaction?: AnyFn;
}

/** Counts each query/exec call of a PGlite instance or of one of its transactions. */
function countCalls(target: Patchable): void {
  for (const method of ['query', 'exec'] as const) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = (...params: unknown[]) => {
      record(params[0]);
      return original.apply(target, params);
    };
  }
}

/** Wraps the driver under `database.db`: PGlite's query/exec/transaction, or every pg client's query. */
function countStatements(database: Database): void {
  if (database.kind === 'postgres') {
    // Pool clients are pg.Client instances; pool.query goes through client.query, so this counts each statement once.
    const proto = pg.Client.prototype as unknown as { query: AnyFn };
    const original = proto.query;
    proto.query = function (this: unknown, ...params: unknown[]) {
      record(params[0]);
      return original.apply(this, params);
    };
    return;
  }
  const client = (database.db as unknown as { $client?: Patchable }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('cannot reach the PGlite client under the database object ($client)');
  countCalls(client);
  const transaction = client.transaction;
  if (typeof transaction === 'function') {
    client.transaction = (...params: unknown[]) => {
      const callback = params[0] as (tx: Patchable) => Promise<unknown>;
      return transaction.call(client, async (tx: Patchable) => {
        // PGlite sends BEGIN and COMMIT/ROLLBACK itself: counted here as the statements they are.
        record('begin');
        countCalls(tx);
        try {
          const result = await callback(tx);
          record('commit');
          return result;
        } catch (error) {
          record('rollback');
          throw error;
        }
      });
    };
  }
}

// ---------------------------------------------------------------- data
const DISHES = ['Chicken Curry', 'Beef Stew', 'Lentil Soup', 'Tomato Pasta', 'Veggie Stir Fry', 'Salmon Bowl', 'Bean Chili', 'Mushroom Risotto', 'Pork Tacos', 'Greek Salad', 'Pancakes', 'Fried Rice'];
const STYLES = ['Quick', 'Spicy', 'Classic', 'Lemon', 'Garlic', 'Smoky', 'Herby', 'Creamy'];
const INGREDIENTS = ['onion', 'garlic', 'olive oil', 'tomato', 'carrot', 'celery', 'chicken breast', 'rice', 'lentils', 'basil', 'parmesan', 'butter', 'flour', 'milk', 'egg', 'lemon', 'potato', 'spinach', 'black beans', 'cumin', 'paprika', 'salmon', 'soy sauce', 'ginger', 'mushrooms', 'bell pepper', 'cucumber', 'feta', 'pasta', 'beef'];
const UNITS = ['g', 'tbsp', 'tsp', 'cup', '', 'ml'];

const recipeData = (i: number) => ({
  name: `${STYLES[i % STYLES.length]} ${DISHES[i % DISHES.length]} ${i}`,
  servings: 2 + (i % 4),
  total_time: `${20 + (i % 5) * 10} mins`,
  cuisine: ['Italian', 'Indian', 'Mexican', 'Greek', 'Chinese'][i % 5],
  tags: ['Dinner'],
  ingredients: Array.from({ length: 8 }, (_, k) => ({
    name: INGREDIENTS[(i + k * 7) % INGREDIENTS.length],
    quantity: 1 + ((i + k) % 4),
    unit: UNITS[(i + k) % UNITS.length],
    note: '',
  })),
  instructions: ['Prepare the ingredients.', 'Cook until done.', 'Serve warm.'].map((content, index) => ({ content, step_number: index + 1 })),
});

function multipart(fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bench${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function mondayOf(offset: number): string {
  const day = new Date();
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7) + offset * 7);
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
}

/** Runs `count` tasks, `width` at a time. */
async function inBatches(count: number, width: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

// ---------------------------------------------------------------- the household
interface Household {
  auth: { authorization: string };
  profile: { id: string; name: string };
  recipeIds: string[];
  groceryItems: number;
  plans: number;
}

async function ok(app: FastifyInstance, options: InjectOptions): Promise<unknown> {
  const res = await app.inject(options);
  if (res.statusCode !== 200) {
    const { method, url } = options;
    throw new Error(`${method ?? 'GET'} ${url ?? ''} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  return res.json();
}

async function createHousehold(app: FastifyInstance, dataDir: string): Promise<Household> {
  const email = `bench.${process.pid}@example.com`;
  const password = 'Bench#Secret12345';
  await ok(app, { method: 'POST', url: '/auth/signup', payload: { full_name: 'Bench Cook', email, password } });
  const mailDir = path.join(dataDir, 'mail');
  const mails = readdirSync(mailDir).map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as { text: string });
  const token = mails.map((mail) => mail.text.match(/verify-email\?token=([\w-]+)/)?.[1]).find(Boolean);
  if (!token) throw new Error('no verification mail under DATA_DIR/mail');
  await ok(app, { method: 'GET', url: `/auth/verify-email?token=${token}` });
  const login = (await ok(app, { method: 'POST', url: '/auth/login', payload: { email, password } })) as { access_token: string };
  const auth = { authorization: `Bearer ${login.access_token}` };
  const [profile] = (await ok(app, { method: 'GET', url: '/profiles/', headers: auth })) as Array<{ id: string; name: string }>;
  if (!profile) throw new Error('new account has no profile');
  return { auth, profile: { id: profile.id, name: profile.name }, recipeIds: [], groceryItems: 0, plans: 0 };
}

/** Grows the household to `size` recipes, grocery items and plan entries this week, through the API. */
async function grow(app: FastifyInstance, home: Household, size: number): Promise<void> {
  const started = Date.now();
  const have = home.recipeIds.length;
  await inBatches(size - have, 8, async (k) => {
    const { payload, headers } = multipart({ data: JSON.stringify(recipeData(have + k)), image_modified: 'false' });
    const answer = (await ok(app, { method: 'POST', url: `/recipes/${home.profile.id}`, payload, headers: { ...headers, ...home.auth } })) as {
      recipe_id: string;
    };
    home.recipeIds.push(answer.recipe_id);
  });
  while (home.groceryItems < size) {
    const batch = Math.min(200, size - home.groceryItems);
    const from = home.groceryItems;
    await ok(app, {
      method: 'POST',
      url: '/grocery/add',
      headers: home.auth,
      payload: {
        id: home.recipeIds[from % home.recipeIds.length],
        profile: home.profile,
        week_start_date: mondayOf(0),
        week_number: 1,
        ingredients: Array.from({ length: batch }, (_, k) => ({ name: `${INGREDIENTS[(from + k) % INGREDIENTS.length]} ${from + k}`, quantity: 1, unit: 'g' })),
      },
    });
    home.groceryItems += batch;
  }
  const week = mondayOf(0);
  const plansHave = home.plans;
  await inBatches(size - plansHave, 8, async (k) => {
    await ok(app, {
      method: 'POST',
      url: `/profiles/${home.profile.id}/weekly-plans/`,
      headers: home.auth,
      payload: { recipe_id: home.recipeIds[(plansHave + k) % home.recipeIds.length], week_start_date: week, week_number: 1, planned_servings: 2 },
    });
  });
  home.plans = size;
  log(`${size} rows seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

interface Probe {
  label: string;
  kind: 'read' | 'write';
  run: (app: FastifyInstance, home: Household) => Promise<unknown>;
}

const addBody = (home: Household, n: number) => ({
  id: home.recipeIds[0],
  profile: home.profile,
  ingredients: Array.from({ length: n }, (_, k) => ({ name: `extra ${INGREDIENTS[k % INGREDIENTS.length]} ${randomUUID().slice(0, 6)}`, quantity: 1, unit: '' })),
});

const probes: Probe[] = [
  { label: 'GET /recipes/{profileId}', kind: 'read', run: (app, home) => ok(app, { method: 'GET', url: `/recipes/${home.profile.id}`, headers: home.auth }) },
  {
    label: 'GET /recipes/{profileId}/page (search, Most Cooked)',
    kind: 'read',
    run: (app, home) => ok(app, { method: 'GET', url: `/recipes/${home.profile.id}/page?search=a&sort=most-cooked&week_start=${mondayOf(0)}`, headers: home.auth }),
  },
  { label: 'GET /recipes/{profileId}/facets', kind: 'read', run: (app, home) => ok(app, { method: 'GET', url: `/recipes/${home.profile.id}/facets`, headers: home.auth }) },
  { label: 'GET /grocery/user', kind: 'read', run: (app, home) => ok(app, { method: 'GET', url: '/grocery/user', headers: home.auth }) },
  {
    label: 'GET /profiles/{id}/weekly-plans/user-all (this week)',
    kind: 'read',
    run: (app, home) => ok(app, { method: 'GET', url: `/profiles/${home.profile.id}/weekly-plans/user-all?week_start_date=${mondayOf(0)}`, headers: home.auth }),
  },
  { label: 'POST /grocery/add (1 ingredient)', kind: 'write', run: (app, home) => ok(app, { method: 'POST', url: '/grocery/add', headers: home.auth, payload: addBody(home, 1) }) },
  { label: 'POST /grocery/add (20 ingredients)', kind: 'write', run: (app, home) => ok(app, { method: 'POST', url: '/grocery/add', headers: home.auth, payload: addBody(home, 20) }) },
];

/** The statements of one request: run once to warm up, then counted (the least of 2 runs, so a stray background statement is not counted). */
async function countOf(app: FastifyInstance, home: Household, probe: Probe): Promise<Count> {
  await probe.run(app, home);
  let best: Count | null = null;
  for (let run = 0; run < 2; run++) {
    current = zero();
    try {
      await probe.run(app, home);
    } finally {
      const counted: Count = current ?? zero();
      current = null;
      if (!best || counted.total < best.total) best = counted;
    }
  }
  return best ?? zero();
}

// ---------------------------------------------------------------- main
const cleanups: Array<() => Promise<unknown>> = [];
async function cleanup(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch((error: unknown) => console.error('cleanup:', error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meal-bench-stmt-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const postgres = dbKind === 'postgres' ? await freshPostgres(baseUrl, `bench_stmt_${process.pid}`) : null;
  if (postgres) cleanups.push(postgres.drop);
  const database = await openDatabase(postgres ? { url: postgres.url } : { dataDir: 'memory' });
  cleanups.push(() => database.close());
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    PUBLIC_WEB_URL: 'http://localhost:23000',
    PUBLIC_API_URL: 'http://localhost:28080',
  });
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(() => app.close());
  await app.ready();
  countStatements(database);

  const home = await createHousehold(app, dataDir);
  const table: Count[][] = probes.map(() => []);
  for (const size of sizes) {
    await grow(app, home, size);
    for (const [index, probe] of probes.entries()) table[index]!.push(await countOf(app, home, probe));
  }

  const cell = (c: Count): string => {
    const parts = [c.reads && `${c.reads}r`, c.writes && `${c.writes}w`, c.tx && `${c.tx}tx`, c.other && `${c.other}o`].filter(Boolean);
    return `${c.total} (${parts.join(' ')})`;
  };
  const rows = probes.map((probe, index) => {
    const counts = table[index]!;
    return { request: probe.label, kind: probe.kind, counts, ok: counts.every((c) => c.total === counts[0]!.total) };
  });
  const one = rows.find((row) => row.request.includes('(1 ingredient)'))!;
  const twenty = rows.find((row) => row.request.includes('(20 ingredients)'))!;
  const perIngredient = { request: 'POST /grocery/add: 20 vs 1 ingredient', ok: twenty.counts.every((c, i) => c.total === one.counts[i]!.total) };

  const kind = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite in memory';
  const label = (size: number) => `${size.toLocaleString('en-US')} rows`;
  console.log(`\n## SQL statements per request (${kind}; r read, w write, tx BEGIN/COMMIT, o other)`);
  console.log(`| request | ${sizes.map(label).join(' | ')} | target | ok? |`);
  console.log(`|---|${sizes.map(() => '---:').join('|')}|---|:-:|`);
  for (const row of rows) console.log(`| ${row.request} | ${row.counts.map(cell).join(' | ')} | same at every size | ${row.ok ? '✔' : '✖'} |`);
  console.log(
    `| ${perIngredient.request} | ${sizes.map((_, i) => `${one.counts[i]!.total} → ${twenty.counts[i]!.total}`).join(' | ')} | same for any N | ${perIngredient.ok ? '✔' : '✖'} |`,
  );
  console.log(`(rows = recipes, grocery items and this week's plan entries of the household, each)`);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ db: kind, sizes, rows, perIngredient }, null, 2));
}

try {
  await main();
} catch (error) {
  console.error('statements bench could not measure:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
