// `npm run bench`: every speed budget of DESIGN.md §8, measured and printed as tables (never asserted).
//
//   npm run bench [-- --only bytes,lighthouse,api,statements,lists,live] [--quick] [--files]
//
// Sections (each prints its own table with a target and an ok? column; a summary closes the run):
//   bytes       JS (gzip) a first visit downloads on /, and on /home, /recipes, /grocery signed in
//               (--files: also every file each route loads)
//   lighthouse  Lighthouse 12 mobile performance score, LCP, TBT, CLS on the same four routes (median
//               of 3 runs each; BENCH_LIGHTHOUSE_RUNS sets another count)
//               (BENCH_ROUTES=/grocery,/home: bytes and Lighthouse on those routes only)
//   api         hot reads at 64 connections on PostgreSQL beside a bare Fastify + one SELECT
//               baseline, then the same reads at 16 connections on PGlite with the server's RSS
//   statements  SQL statements per request at 10 / 1,000 / 5,000 rows (server/bench/statements-bench.ts)
//   lists       5,000 recipes and 1,000 grocery items in Chromium: first row, interactive, keystrokes;
//               the grocery list in Store mode: switching, opening a picker, ticking a store, keystrokes
//   live        a check in one browser until another browser on the household's list shows it
//
// Runs the real API (rebuilt first, started as `npm start` starts it) on port 28080 and the
// production build of the six apps on 23000–23005 (built first when a dist folder is missing),
// on a database of its own (bench_<pid> on 127.0.0.1:5432, dropped at the end) and a fresh DATA_DIR
// under /tmp. Data is seeded through the real API. Everything started is stopped, even on failure
// or Ctrl-C.
// Exit code: 0 whatever the numbers (a missed target is a ✖ in the table); 1 when a section could
// not be measured.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiArgsFor, productSettings, remotes, root, startWeb } from '../../scripts/product.mjs';

// ------------------------------------------------------------------ options
const SECTIONS = ['bytes', 'lighthouse', 'api', 'statements', 'lists', 'live'];
const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  const lines = readFileSync(new URL(import.meta.url), 'utf8').split('\n');
  console.log(`npm run bench [-- --only ${SECTIONS.join(',')}] [--quick] [--files]\n\n${lines.slice(0, lines.findIndex((line) => !line.startsWith('//'))).join('\n')}`);
  process.exit(0);
}
const onlyIndex = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
const onlyValue = onlyIndex < 0 ? null : argv[onlyIndex].includes('=') ? argv[onlyIndex].split('=')[1] : argv[onlyIndex + 1];
const selected = new Set(onlyValue ? onlyValue.split(',').map((s) => s.trim()).filter(Boolean) : SECTIONS);
for (const name of selected) {
  if (!SECTIONS.includes(name)) {
    console.error(`Unknown section "${name}"; choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}
const QUICK = argv.includes('--quick');
const FILES = argv.includes('--files');

// BENCH_API_PORT, BENCH_WEB_PORT: other ports when a second bench runs on the same machine.
const API_PORT = Number(process.env.BENCH_API_PORT ?? 28080);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 23000);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PG_BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOAD_SECONDS = QUICK ? 3 : 6;
const BIG_RECIPES = QUICK ? 1000 : 5000;
const BIG_GROCERY = QUICK ? 300 : 1000;
const REALISTIC = { recipes: 60, planned: 9 };
// BENCH_LIGHTHOUSE_RUNS: first visits per route; the table shows the median.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3)));

const requireServer = createRequire(path.join(root, 'server', 'package.json'));
const pg = requireServer('pg');

// ------------------------------------------------------------------ reporting
/** Every measured target, for the summary: { section, measure, value, target, ok }. ok null = informational. */
const results = [];
/** Sections that could not be measured: { section, reason }. */
const failures = [];
const mark = (ok) => (ok === null || ok === undefined ? '' : ok ? '✔' : '✖');
const note = (text) => process.stderr.write(`  · ${text}\n`);

/** A section's table rows (measure, value, target, ok?, detail), each measure also kept for the summary. */
function measuredRows(section) {
  const rows = [];
  const add = (label, value, target, ok, detail = '') => {
    rows.push([label, value, target, mark(ok), detail]);
    results.push({ section, measure: label, value, target, ok });
  };
  return { rows, add };
}

function table(title, header, rows) {
  console.log(`\n## ${title}`);
  console.log(`| ${header.join(' | ')} |`);
  const text = new Set(['measure', 'target', 'notes', 'gzip KB per app', 'per keystroke (ms)']);
  console.log(`|${header.map((name, i) => (i === 0 || text.has(name) ? '---' : name === 'ok?' ? ':-:' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null || value === undefined || Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

// ------------------------------------------------------------------ cleanup
const cleanups = [];
const children = new Set();
let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop();
      await Promise.resolve()
        .then(step)
        .catch((error) => console.error('cleanup:', error?.message ?? error));
    }
  })();
  return cleaning;
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping what the bench started…`);
    void cleanup().finally(() => process.exit(130));
  });
}

const work = mkdtempSync(path.join(tmpdir(), 'meal-bench-'));
cleanups.push(() => rmSync(work, { recursive: true, force: true }));

// ------------------------------------------------------------------ processes
/** Starts a Node process with its output in a log file under the work folder. */
function spawnNode(label, args, { cwd, env }) {
  const logFile = path.join(work, `${label}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out] });
  child.label = label;
  child.logFile = logFile;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const logTail = (child) => {
  try {
    return readFileSync(child.logFile, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
};

async function waitHealthy(child, url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${child.label} exited with code ${child.exitCode}:\n${logTail(child)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${logTail(child)}`);
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ------------------------------------------------------------------ PostgreSQL
let pgAvailable = null;
async function postgresAnswers() {
  if (pgAvailable !== null) return pgAvailable;
  const client = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgAvailable = true;
  } catch (error) {
    note(`PostgreSQL does not answer on ${PG_BASE}: ${error.message}`);
    pgAvailable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return pgAvailable;
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_BASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl = null;
async function ensureDatabase() {
  if (databaseUrl) return databaseUrl;
  const name = `bench_${process.pid}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  return databaseUrl;
}

// ------------------------------------------------------------------ the product
/** The API server the web sections talk to (PostgreSQL when it answers, PGlite otherwise). */
let product = null;

function serverEnv(extra) {
  const env = {
    ...process.env,
    PORT: String(API_PORT),
    WEB_PORT: String(WEB_PORT),
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    ...extra,
  };
  for (const key of ['SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_API_URL', 'PUBLIC_WEB_URL', 'GOOGLE_CLIENT_ID', 'IMAGE_GEN_URL']) delete env[key];
  if (!extra.DATABASE_URL) delete env.DATABASE_URL;
  return env;
}

/** The API as it is deployed: built once per bench run, so it measures the current sources. */
let apiBuilt = false;
function ensureApiBuilt() {
  if (apiBuilt) return;
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'pnpm.mjs'), '--filter', 'server', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the API build failed');
  apiBuilt = true;
}

async function startProduct(kind) {
  const dataDir = mkdtempSync(path.join(work, `data-${kind}-`));
  const env = serverEnv({ DATA_DIR: dataDir, ...(kind === 'postgres' ? { DATABASE_URL: await ensureDatabase() } : {}) });
  ensureApiBuilt();
  const child = spawnNode(`api-${kind}`, apiArgsFor(env), { cwd: path.join(root, 'server'), env });
  cleanups.push(() => stop(child));
  await waitHealthy(child, `http://127.0.0.1:${API_PORT}/health`);
  return { kind, child, dataDir, apiUrl: `http://localhost:${API_PORT}`, users: {} };
}

async function ensureProduct() {
  if (product) return product;
  const kind = (await postgresAnswers()) ? 'postgres' : 'pglite';
  note(`starting the API on ${kind} (port ${API_PORT})`);
  product = await startProduct(kind);
  return product;
}

async function stopProduct() {
  if (!product) return;
  await stop(product.child);
  product = null;
  web = null; // the static servers stay up; a new product gets new users
}

// ------------------------------------------------------------------ seeding through the real API
async function call(server, method, url, { token, json, form } = {}) {
  const headers = {};
  let body;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  if (form) {
    body = new FormData();
    for (const [key, value] of Object.entries(form)) body.append(key, value);
  }
  const res = await fetch(`${server.apiUrl}${url}`, { method, headers, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

async function inBatches(count, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

function mondayOf(offset) {
  const day = new Date();
  const monday = new Date(day.getFullYear(), day.getMonth(), day.getDate() - ((day.getDay() + 6) % 7) + offset * 7);
  return `${monday.getFullYear()}-${String(monday.getMonth() + 1).padStart(2, '0')}-${String(monday.getDate()).padStart(2, '0')}`;
}

const DISHES = ['Chicken Curry', 'Beef Stew', 'Lentil Soup', 'Tomato Pasta', 'Veggie Stir Fry', 'Salmon Bowl', 'Bean Chili', 'Mushroom Risotto', 'Pork Tacos', 'Greek Salad', 'Pancakes', 'Fried Rice', 'Shakshuka', 'Pad Thai', 'Fish Pie'];
const STYLES = ['Quick', 'Spicy', 'Classic', 'Lemon', 'Garlic', 'Smoky', 'Herby', 'Creamy', 'Weeknight', 'Sunday'];
const CUISINES = ['Italian', 'Indian', 'Mexican', 'Greek', 'Chinese', 'Thai', 'British'];
const INGREDIENTS = ['onion', 'garlic', 'olive oil', 'tomato', 'carrot', 'celery', 'chicken breast', 'rice', 'lentils', 'basil', 'parmesan', 'butter', 'flour', 'milk', 'egg', 'lemon', 'potato', 'spinach', 'black beans', 'cumin', 'paprika', 'salmon', 'soy sauce', 'ginger', 'mushrooms', 'bell pepper', 'cucumber', 'feta', 'pasta', 'beef mince', 'coconut milk', 'chickpeas', 'coriander', 'yogurt', 'honey', 'lime'];
const UNITS = ['g', 'tbsp', 'tsp', 'cup', '', 'ml', 'clove'];

function recipeData(i) {
  return {
    name: `${STYLES[i % STYLES.length]} ${DISHES[(i * 7) % DISHES.length]} ${i + 1}`,
    servings: 2 + (i % 4),
    prep_time: `${10 + (i % 3) * 5} mins`,
    cook_time: `${15 + (i % 4) * 10} mins`,
    total_time: `${25 + (i % 5) * 10} mins`,
    cuisine: CUISINES[i % CUISINES.length],
    tags: [['Dinner'], ['Lunch'], ['Dinner', 'Vegetarian'], ['Breakfast']][i % 4],
    ingredients: Array.from({ length: 6 + (i % 5) }, (_, k) => ({
      name: INGREDIENTS[(i * 3 + k * 5) % INGREDIENTS.length],
      quantity: 1 + ((i + k) % 4) * 0.5,
      unit: UNITS[(i + k) % UNITS.length],
      note: k % 3 === 0 ? 'finely chopped' : '',
    })),
    instructions: ['Prepare and measure the ingredients.', 'Cook the base until soft and fragrant.', 'Add the rest and simmer until done.', 'Season to taste and serve.'].map(
      (content, index) => ({ content, step_number: index + 1 }),
    ),
    notes: '',
  };
}

/** A verified household: sign-up through the API, the link of the mail the server saved under DATA_DIR/mail followed, sign-in. */
async function createHousehold(server, label) {
  const email = `bench.${label}.${process.pid}@example.com`;
  const password = 'Bench#Secret12345';
  const fullName = label === 'realistic' ? 'Sam Cook' : 'Big Household';
  await call(server, 'POST', '/auth/signup', { json: { full_name: fullName, email, password } });
  const mailDir = path.join(server.dataDir, 'mail');
  let token = null;
  for (let attempt = 0; attempt < 50 && !token; attempt++) {
    const mails = existsSync(mailDir) ? readdirSync(mailDir).map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8'))) : [];
    const mail = mails.find((m) => JSON.stringify(m.to).toLowerCase().includes(email) && /verify-email\?token=/.test(m.text));
    token = mail?.text.match(/verify-email\?token=([\w-]+)/)?.[1] ?? null;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no verification mail for ${email} under ${mailDir}`);
  await call(server, 'GET', `/auth/verify-email?token=${token}`);
  const login = await call(server, 'POST', '/auth/login', { json: { email, password } });
  const [profile] = await call(server, 'GET', '/profiles/', { token: login.access_token });
  return {
    token: login.access_token,
    userId: login.user_id,
    userName: login.user_name,
    role: login.user_role,
    profile: { id: profile.id, name: profile.name },
    recipeIds: [],
  };
}

async function addRecipes(server, home, count) {
  const from = home.recipeIds.length;
  await inBatches(count, 12, async (k) => {
    const answer = await call(server, 'POST', `/recipes/${home.profile.id}`, {
      token: home.token,
      form: { data: JSON.stringify(recipeData(from + k)), image_modified: 'false' },
    });
    home.recipeIds[from + k] = answer.recipe_id;
  });
}

async function addGrocery(server, home, recipeIndex, ingredients, week = 0) {
  await call(server, 'POST', '/grocery/add', {
    token: home.token,
    json: { id: home.recipeIds[recipeIndex], profile: home.profile, week_start_date: mondayOf(week), week_number: week + 1, ingredients },
  });
}

/** 60 recipes, 9 planned this week (+4 next week), the planned recipes' ingredients on the grocery list (≥ 60 items). */
async function ensureRealistic(server) {
  if (server.users.realistic) return server.users.realistic;
  const started = Date.now();
  const home = await createHousehold(server, 'realistic');
  await addRecipes(server, home, REALISTIC.recipes);
  let items = 0;
  for (let i = 0; i < REALISTIC.planned + 4; i++) {
    const week = i < REALISTIC.planned ? 0 : 1;
    await call(server, 'POST', `/profiles/${home.profile.id}/weekly-plans/`, {
      token: home.token,
      json: { recipe_id: home.recipeIds[i * 4], week_start_date: mondayOf(week), week_number: week + 1, planned_servings: 2 + (i % 3) },
    });
    if (week === 0) {
      const { ingredients } = recipeData(i * 4);
      await addGrocery(server, home, i * 4, ingredients.map(({ name, quantity, unit, note }) => ({ name, quantity, unit, note })));
      items += ingredients.length;
    }
  }
  home.groceryItems = items;
  note(`realistic household seeded on ${server.kind}: ${REALISTIC.recipes} recipes, ${REALISTIC.planned} + 4 plan entries, ${items} grocery items (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  server.users.realistic = home;
  return home;
}

/** The big lists' household: BIG_RECIPES recipes and BIG_GROCERY grocery items. */
async function ensureBig(server) {
  if (server.users.big) return server.users.big;
  const started = Date.now();
  const home = await createHousehold(server, 'big');
  await addRecipes(server, home, BIG_RECIPES);
  for (let from = 0; from < BIG_GROCERY; from += 200) {
    const n = Math.min(200, BIG_GROCERY - from);
    await addGrocery(
      server,
      home,
      from % home.recipeIds.length,
      Array.from({ length: n }, (_, k) => ({ name: `${INGREDIENTS[(from + k) % INGREDIENTS.length]} ${from + k + 1}`, quantity: 1 + (k % 3), unit: UNITS[k % UNITS.length], note: '' })),
    );
  }
  note(`big household seeded: ${BIG_RECIPES} recipes, ${BIG_GROCERY} grocery items (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  server.users.big = home;
  return home;
}

/** The localStorage keys the apps read (shared-api/src/session-store.ts). */
const sessionValues = (home) => ({
  accessToken: home.token,
  userId: home.userId,
  user_name: home.userName,
  user_role: home.role,
  selectedProfile: JSON.stringify({ ...home.profile, planning_frequency: 'BOTH' }),
});

// ------------------------------------------------------------------ the web apps
let web = null;
const webUrl = `http://localhost:${WEB_PORT}`;

function ensureBuilt() {
  const missing = ['shell', ...remotes.map((r) => r.folder)].filter((folder) => !existsSync(path.join(root, folder, 'dist', 'index.html')));
  if (!missing.length) return;
  note(`building the apps (${missing.join(', ')} have no dist)`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'pnpm.mjs'), '-r', '--filter', 'shell', '--filter', './mf-*', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the production build failed');
}

let webServers = null;
async function ensureWeb() {
  const server = await ensureProduct();
  if (web) return server;
  if (!webServers) {
    ensureBuilt();
    const env = { ...process.env, PORT: String(API_PORT), WEB_PORT: String(WEB_PORT) };
    for (const r of remotes) delete env[`${r.name.toUpperCase()}_URL`];
    delete env.PUBLIC_API_URL;
    delete env.PUBLIC_WEB_URL;
    webServers = await startWeb(productSettings(env), env);
    cleanups.push(() => Promise.all(webServers.map((s) => new Promise((resolve) => s.close(resolve)))));
  }
  web = true;
  return server;
}

let browser = null;
async function ensureBrowser() {
  if (browser) return browser;
  const { chromium } = await import('@playwright/test');
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  cleanups.push(() => browser.close());
  return browser;
}

const storageState = (home) => ({
  cookies: [],
  origins: [{ origin: webUrl, localStorage: Object.entries(sessionValues(home)).map(([name, value]) => ({ name, value })) }],
});

// ------------------------------------------------------------------ section: bytes
const ALL_ROUTES = ['/', '/home', '/recipes', '/grocery'];
const chosenRoutes = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const ROUTES = chosenRoutes ? ALL_ROUTES.filter((route) => chosenRoutes.includes(route)) : ALL_ROUTES;
const bytesTarget = (route) => (route === '/' ? 120 * 1024 : 150 * 1024);

async function sectionBytes() {
  const server = await ensureWeb();
  const home = await ensureRealistic(server);
  const chromium = await ensureBrowser();
  const appOfPort = new Map([[String(WEB_PORT), 'shell'], ...remotes.map((r) => [String(WEB_PORT + r.offset), r.folder])]);
  const rows = [];
  const fileTables = [];
  for (const route of ROUTES) {
    const context = await chromium.newContext(route === '/' ? {} : { storageState: storageState(home) });
    const page = await context.newPage();
    const bodies = [];
    let lastJs = Date.now();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!/\.m?js$/.test(url.pathname)) return;
      lastJs = Date.now();
      // `sent`: the bytes on the wire as served (the Brotli copy for browsers that accept it).
      bodies.push(
        Promise.all([response.body(), response.request().sizes()])
          .then(([body, sizes]) => ({ app: appOfPort.get(url.port) ?? url.host, file: path.basename(url.pathname), body, sent: sizes.responseBodySize }))
          .catch(() => null),
      );
    });
    await page.goto(`${webUrl}${route}`, { waitUntil: 'load' });
    // Done when no JS file arrived for 1.5 s (an open event stream never lets the network go idle).
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastJs < 1500 && Date.now() < deadline) await page.waitForTimeout(250);
    const finalPath = new URL(page.url()).pathname;
    const perApp = new Map();
    let files = 0;
    let raw = 0;
    let gzip = 0;
    let sent = 0;
    const fileRows = [];
    for (const entry of await Promise.all(bodies)) {
      if (!entry) continue;
      files += 1;
      raw += entry.body.length;
      sent += entry.sent;
      const size = gzipSync(entry.body, { level: 6 }).length;
      gzip += size;
      perApp.set(entry.app, (perApp.get(entry.app) ?? 0) + size);
      fileRows.push([entry.app, entry.file, kb(size), kb(entry.sent)]);
    }
    if (FILES) fileTables.push([`Files of ${route}`, fileRows.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]))]);
    await context.close();
    const ok = gzip <= bytesTarget(route);
    const apps = [...perApp].sort((a, b) => b[1] - a[1]).map(([app, size]) => `${app} ${(size / 1024).toFixed(0)}`).join(', ');
    const where = finalPath === route ? route : `${route} → ${finalPath}`;
    rows.push([where, files, kb(raw), kb(gzip), kb(sent), `≤ ${bytesTarget(route) / 1024} KB`, mark(ok), apps]);
    results.push({ section: 'bytes', measure: `JS gzip, first visit ${route}${route === '/' ? ' (signed out)' : ''}`, value: `${kb(gzip)} in ${files} files`, target: `≤ ${bytesTarget(route) / 1024} KB`, ok });
  }
  table('JS per route on a first visit (gzip level 6 of each file, the target\'s measure; sent: as served, Brotli; /home, /recipes, /grocery signed in)', ['route', 'JS files', 'raw', 'gzip', 'sent', 'target', 'ok?', 'gzip KB per app'], rows);
  for (const [title, fileRows] of fileTables) table(title, ['app', 'file', 'gzip', 'sent'], fileRows);
}

// ------------------------------------------------------------------ section: lighthouse
async function sectionLighthouse() {
  const server = await ensureWeb();
  const home = await ensureRealistic(server);
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('@playwright/test');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  const cdpBrowser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  cleanups.push(() => cdpBrowser.close().catch(() => {}));
  /** One first visit of `route`: sign-in state into localStorage, every cache emptied, then Lighthouse. */
  const auditOnce = async (route) => {
    const context = cdpBrowser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${webUrl}/runtime-config.json`);
    await page.evaluate((values) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, route !== '/' ? sessionValues(home) : {});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: webUrl, storageTypes: 'cache_storage,service_workers,indexeddb' });
    await page.close();
    const runner = await lighthouse(`${webUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      maxWaitForLoad: QUICK ? 10_000 : 15_000,
      // Kept traces carry a CPU profile of the page, whose functions the long tasks are made of.
      ...(process.env.BENCH_LHR_DIR && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    });
    if (!runner?.lhr) throw new Error(`Lighthouse gave no result for ${route}`);
    if (runner.lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${runner.lhr.runtimeError.code} ${runner.lhr.runtimeError.message}`);
    return runner;
  };
  const rows = [];
  for (const route of ROUTES) {
    const started = Date.now();
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await auditOnce(route));
    // The median run by score: one run's score moves by several points from run to run.
    const scoreOf = (runner) => Math.round((runner.lhr.categories.performance.score ?? 0) * 100);
    const middle = [...runs].sort((a, b) => scoreOf(a) - scoreOf(b))[Math.floor(runs.length / 2)];
    const { lhr, artifacts } = middle;
    // BENCH_LHR_DIR: keep the median run's report, whose diagnostics (long tasks, layout shifts) name
    // the culprits, and its trace (a CPU profile of the page's main thread among its events).
    if (process.env.BENCH_LHR_DIR) {
      const name = route.slice(1) || 'root';
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, `lhr-${name}.json`), JSON.stringify(lhr));
      if (artifacts?.Trace) writeFileSync(path.join(process.env.BENCH_LHR_DIR, `trace-${name}.json`), JSON.stringify(artifacts.Trace));
    }
    const score = scoreOf(middle);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const lcp = audit('largest-contentful-paint');
    const tbt = audit('total-blocking-time');
    const cls = audit('cumulative-layout-shift');
    const fcp = audit('first-contentful-paint');
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    const ok = score >= 95 && cls <= 0.02;
    const warnings = (lhr.runWarnings ?? []).map((w) =>
      /loaded too slowly/.test(w) ? `load never went quiet: stopped at maxWaitForLoad (an open event stream?)` : w.replace(/\s+/g, ' ').slice(0, 80),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const scores = runs.length > 1 ? `; runs ${runs.map(scoreOf).join(', ')}` : '';
    rows.push([finalPath === route ? route : `${route} → ${finalPath}`, score, ms(fcp), ms(lcp), ms(tbt), cls?.toFixed(3) ?? '—', '≥ 95, CLS ≤ 0.02', mark(ok), `${seconds} s${scores}${warnings.length ? `; ${warnings.join('; ')}` : ''}`]);
    results.push({ section: 'lighthouse', measure: `mobile performance ${route}`, value: `${score} (LCP ${ms(lcp)}, TBT ${ms(tbt)}, CLS ${cls?.toFixed(3)})`, target: '≥ 95, CLS ≤ 0.02', ok });
  }
  await cdpBrowser.close().catch(() => {});
  chrome.kill();
  table(`Lighthouse ${QUICK ? '(quick) ' : ''}12.8.2 mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} first visits, realistic data (${REALISTIC.recipes} recipes, ${home.groceryItems} grocery items)`, ['route', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'target', 'ok?', 'notes'], rows);
}

// ------------------------------------------------------------------ section: api
async function load(url, connections, token) {
  const { default: autocannon } = await import('autocannon');
  const run = (duration) =>
    autocannon({ url, connections, duration, headers: token ? { authorization: `Bearer ${token}` } : {}, timeout: 10 });
  await run(1); // warm-up: JIT, pools, caches
  const result = await run(LOAD_SECONDS);
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, failed, total: result.requests.total };
}

function hotReads(home) {
  return [
    ['GET /recipes/{profileId}', `/recipes/${home.profile.id}`],
    ['GET /recipes/{profileId}/page (first page)', `/recipes/${home.profile.id}/page`],
    ['GET /grocery/user', '/grocery/user'],
    ["GET this week's plans", `/profiles/${home.profile.id}/weekly-plans/user-all?week_start_date=${mondayOf(0)}`],
  ];
}

const rssOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

async function sectionApiPostgres() {
  if (!(await postgresAnswers())) throw new Error(`PostgreSQL does not answer on ${PG_BASE}`);
  const url = await ensureDatabase();
  // 1. The baseline alone on the port.
  await stopProduct();
  const baseline = spawnNode('baseline', ['--import', 'tsx', 'bench/baseline-server.ts'], { cwd: path.join(root, 'server'), env: { ...process.env, PORT: String(API_PORT), DATABASE_URL: url } });
  cleanups.push(() => stop(baseline));
  await waitHealthy(baseline, `http://127.0.0.1:${API_PORT}/health`);
  note(`baseline: ${LOAD_SECONDS} s at 64 connections`);
  const base = await load(`http://127.0.0.1:${API_PORT}/baseline/42`, 64);
  await stop(baseline);
  // 2. The product on the same database.
  const server = await ensureProduct();
  const home = await ensureRealistic(server);
  const rows = [['bare Fastify + 1 indexed SELECT (baseline)', Math.round(base.rps), ms(base.p50), ms(base.p99), '100 %', '', '', base.failed || '']];
  for (const [label, pathName] of hotReads(home)) {
    note(`${label}: ${LOAD_SECONDS} s at 64 connections`);
    const r = await load(`http://127.0.0.1:${API_PORT}${pathName}`, 64, home.token);
    const ratio = r.rps / base.rps;
    const ok = ratio >= 0.4 && r.p99 <= 25 && r.failed === 0;
    rows.push([label, Math.round(r.rps), ms(r.p50), ms(r.p99), `${(ratio * 100).toFixed(0)} %`, '≥ 40 %, p99 ≤ 25 ms', mark(ok), r.failed || '']);
    results.push({ section: 'api', measure: `PostgreSQL 64 conn ${label}`, value: `${Math.round(r.rps)} req/s = ${(ratio * 100).toFixed(0)} % of baseline, p99 ${ms(r.p99)}`, target: '≥ 40 %, p99 ≤ 25 ms', ok });
  }
  table(`Hot reads on PostgreSQL, 64 connections, ${LOAD_SECONDS} s each (realistic household; baseline ${Math.round(base.rps)} req/s)`, ['request', 'req/s', 'p50', 'p99', 'of baseline', 'target', 'ok?', 'non-2xx/errors'], rows);
}

async function sectionApiPglite() {
  await stopProduct();
  note('starting the API on PGlite');
  const server = await startProduct('pglite');
  const home = await ensureRealistic(server);
  const rows = [];
  for (const [label, pathName] of hotReads(home)) {
    note(`${label}: ${LOAD_SECONDS} s at 16 connections (PGlite)`);
    const r = await load(`http://127.0.0.1:${API_PORT}${pathName}`, 16, home.token);
    const ok = r.p99 <= 100 && r.failed === 0;
    rows.push([label, Math.round(r.rps), ms(r.p50), ms(r.p99), 'p99 ≤ 100 ms', mark(ok), r.failed || '']);
    results.push({ section: 'api', measure: `PGlite 16 conn ${label}`, value: `p99 ${ms(r.p99)} (${Math.round(r.rps)} req/s)`, target: 'p99 ≤ 100 ms', ok });
  }
  const { rss, peak } = rssOf(server.child.pid);
  const okRss = peak <= 300;
  rows.push(['API process RSS (peak during the run / now)', '', '', '', '≤ 300 MiB', mark(okRss), `${peak.toFixed(0)} / ${rss.toFixed(0)} MiB`]);
  results.push({ section: 'api', measure: 'PGlite API process peak RSS', value: `${peak.toFixed(0)} MiB (now ${rss.toFixed(0)})`, target: '≤ 300 MiB', ok: okRss });
  table(`Hot reads on PGlite, 16 connections, ${LOAD_SECONDS} s each`, ['request', 'req/s', 'p50', 'p99', 'target', 'ok?', 'notes'], rows);
  await stop(server.child);
}

// ------------------------------------------------------------------ section: statements
async function sectionStatements() {
  const out = path.join(work, 'statements.json');
  const args = ['--import', 'tsx', 'bench/statements-bench.ts', '--json', out, ...(QUICK ? ['--quick'] : [])];
  const result = spawnSync(process.execPath, args, { cwd: path.join(root, 'server'), stdio: 'inherit', timeout: 600_000 });
  if (result.status !== 0 || !existsSync(out)) throw new Error(`statements bench exited with ${result.status ?? result.signal}`);
  const data = JSON.parse(readFileSync(out, 'utf8'));
  for (const row of data.rows) {
    results.push({ section: 'statements', measure: row.request, value: row.counts.map((c) => c.total).join(' / '), target: 'same at every size', ok: row.ok });
  }
  results.push({ section: 'statements', measure: data.perIngredient.request, value: data.rows.filter((r) => r.request.startsWith('POST')).map((r) => r.counts[0].total).join(' → '), target: 'same for any N', ok: data.perIngredient.ok });
}

// ------------------------------------------------------------------ section: lists
/** Installed before any page script: first-row frame, long tasks and input-to-paint of keystrokes. */
function listProbe(rowSelector) {
  const bench = { firstRow: null, longTasks: [], keys: [], clicks: [], clickedAt: null, pressedAt: null };
  window.__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long-task timing: interactive falls back to the first row
  }
  const frame = () => {
    if (document.querySelector(rowSelector)) bench.firstRow = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // Input-to-paint: from the key's event time to a task queued from the next animation frame,
  // i.e. just after the frame that shows the keystroke's result has been produced.
  let keyAt = null;
  addEventListener('keydown', (event) => void (keyAt = event.timeStamp), true);
  addEventListener(
    'input',
    (event) => {
      const start = keyAt ?? event.timeStamp;
      keyAt = null;
      requestAnimationFrame(() => setTimeout(() => bench.keys.push(performance.now() - start), 0));
    },
    true,
  );
  // A popover may open on the press, before any click.
  addEventListener('pointerdown', (event) => void (bench.pressedAt = event.timeStamp), true);
  // Click-to-paint of a press (a toggle, a checkbox), measured the same way.
  addEventListener(
    'click',
    (event) => {
      const start = event.timeStamp;
      bench.clickedAt = start;
      requestAnimationFrame(() => setTimeout(() => bench.clicks.push(performance.now() - start), 0));
    },
    true,
  );
}

/** Waits until 500 ms pass without a long task (after `since`): the end of the last one, or `since`. */
function quietAfter(since) {
  return new Promise((resolve) => {
    const bench = window.__bench;
    const check = () => {
      const lastEnd = Math.max(since, ...bench.longTasks.map(([, end]) => end));
      if (performance.now() - lastEnd >= 500 || performance.now() - since > 20_000) resolve(lastEnd);
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Types `query` into the search box then erases it; the input-to-paint of each keystroke. */
async function typeAndErase(page, box, query) {
  const from = await page.evaluate(() => window.__bench.keys.length);
  await box.click();
  const typed = [...query, ...Array.from(query, () => 'Backspace')];
  for (const key of typed) {
    const before = await page.evaluate(() => window.__bench.keys.length);
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__bench.keys.length > n, before, { timeout: 30_000, polling: 20 });
    await page.waitForTimeout(120);
  }
  return page.evaluate((n) => window.__bench.keys.slice(n), from);
}

/** Clicks `target` and answers its click-to-paint once the page has settled. */
async function clickToPaint(page, target) {
  const before = await page.evaluate(() => window.__bench.clicks.length);
  await target.click();
  await page.waitForFunction((n) => window.__bench.clicks.length > n, before, { timeout: 30_000, polling: 20 });
  return page.evaluate((n) => window.__bench.clicks[n], before);
}

/** Resolves on the first frame where `selector` matches: when that part of the page is shown. */
function shownAt(selector) {
  return new Promise((resolve) => {
    const frame = () => (document.querySelector(selector) ? resolve(performance.now()) : requestAnimationFrame(frame));
    requestAnimationFrame(frame);
  });
}

/**
 * The grocery list switched to Store mode (a picker on every row): the switch's click-to-paint, the
 * time to its first store row and to interactive, then opening one row's picker (from the press: the
 * popover may open before the click), ticking a store in it and typing in the search.
 */
async function measureStoreMode(page, { query }) {
  const toggle = page.getByRole('group', { name: 'Group by' }).getByRole('button', { name: 'Store' });
  const shown = page.evaluate(shownAt, '.gr-stores');
  const switchPaint = await clickToPaint(page, toggle);
  const clickedAt = await page.evaluate(() => window.__bench.clickedAt);
  const storeRow = (await shown) - clickedAt;
  const interactive = (await page.evaluate(quietAfter, clickedAt + storeRow)) - clickedAt;
  const opened = page.evaluate(shownAt, '[role="dialog"]');
  await page.getByRole('button', { name: /^Select Stores for / }).first().click();
  const open = (await opened) - (await page.evaluate(() => window.__bench.pressedAt));
  const dialog = page.getByRole('dialog');
  const tick = await clickToPaint(page, dialog.getByRole('checkbox').first());
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  const keys = await typeAndErase(page, page.getByRole('searchbox', { name: /search items/i }).or(page.getByPlaceholder(/search items/i)).first(), query);
  return { switchPaint, storeRow, interactive, open, tick, keys, worst: Math.max(...keys) };
}

async function measureList(chromium, home, { route, rowSelector, search, query, then }) {
  const context = await chromium.newContext({ storageState: storageState(home), viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(listProbe, rowSelector);
  await page.goto(`${webUrl}${route}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, { timeout: 60_000, polling: 100 });
  // Interactive: the end of the last long task before a 500 ms window without one (after the first row).
  const firstRow = await page.evaluate(() => window.__bench.firstRow);
  const interactive = await page.evaluate(quietAfter, firstRow);
  const timing = { firstRow, interactive, longTasks: await page.evaluate(() => window.__bench.longTasks.length) };
  const keys = await typeAndErase(page, search(page), query);
  const more = then ? await then(page) : undefined;
  await context.close();
  return { ...timing, keys, median: median(keys), worst: Math.max(...keys), more };
}

/** Bytes of an API answer's body as the server sends it (before any transfer compression). */
async function answerBytes(server, home, url) {
  const res = await fetch(`${server.apiUrl}${url}`, { headers: { Authorization: `Bearer ${home.token}`, 'Accept-Encoding': 'identity' } });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return Buffer.byteLength(await res.text());
}

async function sectionLists() {
  const server = await ensureWeb();
  const home = await ensureBig(server);
  const chromium = await ensureBrowser();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const listBytes = await answerBytes(server, home, `/recipes/${home.profile.id}`);
  const pageBytes = await answerBytes(server, home, `/recipes/${home.profile.id}/page`);
  const facetBytes = await answerBytes(server, home, `/recipes/${home.profile.id}/facets`);
  const recipes = await measureList(chromium, home, {
    route: '/recipes',
    rowSelector: '[aria-label="Recipes"] li, [aria-label="Recipes"] [role="listitem"], [aria-label="Recipes"] [role="row"]',
    search: (page) => page.getByRole('searchbox', { name: /search recipes/i }).or(page.getByPlaceholder(/search recipes/i)).first(),
    query: 'chicken',
  });
  const grocery = await measureList(chromium, home, {
    route: '/grocery',
    rowSelector: '.gr-rows li, [aria-label*="rocery"] li, main [role="listitem"]',
    search: (page) => page.getByRole('searchbox', { name: /search items/i }).or(page.getByPlaceholder(/search items/i)).first(),
    query: 'tomato',
    then: (page) => measureStoreMode(page, { query: 'tomato' }),
  });
  const store = grocery.more;
  const { rows, add } = measuredRows('lists');
  const each = (m) => m.keys.map((v) => Math.round(v)).join(' ');
  const r = `${BIG_RECIPES.toLocaleString('en-US')} recipes`;
  const g = `${BIG_GROCERY.toLocaleString('en-US')} grocery items`;
  add(`GET /recipes/{profileId}, ${r} (every recipe)`, kb(listBytes), '', null);
  add(`GET /recipes/{profileId}/page + /facets (what /recipes loads first)`, `${kb(pageBytes)} + ${kb(facetBytes)}`, '', null);
  add(`/recipes, ${r}: first row`, ms(recipes.firstRow), '', null);
  add(`/recipes, ${r}: interactive (${recipes.longTasks} long tasks)`, ms(recipes.interactive), '≤ 1000 ms', recipes.interactive <= 1000);
  add(`/recipes search, ${recipes.keys.length} keystrokes: median`, ms(recipes.median), '≤ 100 ms', recipes.median <= 100, each(recipes));
  add(`/recipes search: worst keystroke`, ms(recipes.worst), '≤ 100 ms', recipes.worst <= 100);
  add(`/grocery, ${g}: first row`, ms(grocery.firstRow), '', null);
  add(`/grocery search, ${grocery.keys.length} keystrokes: median`, ms(grocery.median), '', null, each(grocery));
  add(`/grocery search: worst keystroke`, ms(grocery.worst), '≤ 100 ms', grocery.worst <= 100);
  add(`/grocery Store mode, ${g}: switch, click to paint`, ms(store.switchPaint), '≤ 100 ms', store.switchPaint <= 100);
  add(`/grocery Store mode: switch, click to first store row shown`, ms(store.storeRow), '', null);
  add(`/grocery Store mode: switch, click to interactive`, ms(store.interactive), '≤ 1000 ms', store.interactive <= 1000);
  add(`/grocery Store mode: open a store picker, press to shown`, ms(store.open), '≤ 100 ms', store.open <= 100);
  add(`/grocery Store mode: tick a store, click to paint`, ms(store.tick), '≤ 100 ms', store.tick <= 100);
  add(`/grocery Store mode search: worst keystroke`, ms(store.worst), '≤ 100 ms', store.worst <= 100, store.keys.map((v) => Math.round(v)).join(' '));
  table(
    `Big lists in Chromium (production build, desktop 1280×800, no throttling; times from navigation start; keystrokes type "chicken"/"tomato" then erase it)`,
    ['measure', 'value', 'target', 'ok?', 'per keystroke (ms)'],
    rows,
  );
}

// ------------------------------------------------------------------ section: live
const LIVE_TOGGLES = QUICK ? 6 : 20;

/** The household's list open in two browsers: each check or uncheck in one, until the other shows it. */
async function sectionLive() {
  const server = await ensureWeb();
  const home = await ensureRealistic(server);
  const chromium = await ensureBrowser();
  const open = async () => {
    const context = await chromium.newContext({ storageState: storageState(home), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${webUrl}/grocery`);
    await page.getByRole('checkbox').first().waitFor({ timeout: 60_000 });
    return { context, page };
  };
  const shopper = await open();
  const kitchen = await open();
  // The kitchen's clock as the machine's (performance.now() counts from its own page load).
  const kitchenOrigin = await kitchen.page.evaluate(() => performance.timeOrigin);
  // The live stream connects after the list shows: a first round trip proves it before timing.
  const box = shopper.page.getByRole('checkbox').first();
  const name = await box.getAttribute('aria-label');
  const delays = [];
  for (let i = 0; i <= LIVE_TOGGLES; i++) {
    const checked = (await box.getAttribute('aria-checked')) === 'true' ? 'false' : 'true';
    const seen = kitchen.page.evaluate(shownAt, `[role="checkbox"][aria-label=${JSON.stringify(name)}][aria-checked="${checked}"]`);
    const clicked = Date.now();
    await box.click();
    const delay = kitchenOrigin + (await seen) - clicked;
    if (i > 0) delays.push(delay);
  }
  await shopper.context.close();
  await kitchen.context.close();
  const { rows, add } = measuredRows('live');
  const worst = Math.max(...delays);
  add(`check → shown in the other browser, ${delays.length} toggles: median`, ms(median(delays)), '', null, delays.map((v) => Math.round(v)).join(' '));
  add('check → shown in the other browser: worst', ms(worst), '≤ 1000 ms', worst <= 1000);
  table(
    `Live household list in Chromium (production build, 390×844, ${home.groceryItems} grocery items; from the click in one browser to the change shown in the other)`,
    ['measure', 'value', 'target', 'ok?', 'per toggle (ms)'],
    rows,
  );
}

// ------------------------------------------------------------------ main
async function section(name, run) {
  const started = Date.now();
  console.error(`\n▶ ${name}`);
  try {
    await run();
    console.error(`  (${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } catch (error) {
    const reason = (error?.message ?? String(error)).split('\n')[0];
    failures.push({ section: name, reason });
    console.log(`\n## ${name}: could not measure — ${reason}`);
    if (error?.stack) console.error(error.stack);
  }
}

const benchStarted = Date.now();
try {
  console.log(`# Meal Planner bench${QUICK ? ' (quick)' : ''} — ${new Date().toISOString()} — sections: ${[...selected].join(', ')}`);
  // Order: the in-process statements bench first (no ports), the PostgreSQL API load while the
  // port is free for the baseline, the browser sections on the same server, PGlite last.
  if (selected.has('statements')) await section('statements', sectionStatements);
  if (selected.has('api')) await section('api (PostgreSQL)', sectionApiPostgres);
  if (selected.has('bytes')) await section('bytes', sectionBytes);
  if (selected.has('lighthouse')) await section('lighthouse', sectionLighthouse);
  if (selected.has('lists')) await section('lists', sectionLists);
  if (selected.has('live')) await section('live', sectionLive);
  if (selected.has('api')) await section('api (PGlite)', sectionApiPglite);
} finally {
  await cleanup();
}

// ------------------------------------------------------------------ summary
const order = new Map(SECTIONS.map((name, index) => [name, index]));
const sorted = [...results].sort((a, b) => order.get(a.section) - order.get(b.section));
console.log(`\n## Summary (${((Date.now() - benchStarted) / 1000).toFixed(0)} s${QUICK ? ', quick mode' : ''})`);
console.log('| section | measure | value | target | ok? |\n|---|---|---|---|:-:|');
for (const r of sorted) console.log(`| ${r.section} | ${r.measure} | ${r.value} | ${r.target} | ${mark(r.ok)} |`);
for (const f of failures) console.log(`| ${f.section} | could not measure | ${f.reason} | | ✖ |`);
const judged = results.filter((r) => r.ok !== null);
console.log(`\n${judged.filter((r) => r.ok).length} of ${judged.length} targets met${failures.length ? `; ${failures.length} section(s) could not be measured` : ''}.`);
process.exitCode = failures.length ? 1 : 0;
