// The API's own CPU time per hot read, in process (app.inject, 16 at a time) on PostgreSQL: a
// measure that holds still on a machine other work is loading, unlike req/s over HTTP.
// Env: DATABASE_URL (any database on the server; a fresh one is made and dropped), REQUESTS (per read).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createHousehold, multipartBody } from '../src/test/recipe-fixtures';
import { freshPostgres } from '../src/test/app';

const REQUESTS = Number(process.env.REQUESTS ?? 4000);
const CONCURRENCY = 16;
const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const dataDir = mkdtempSync(path.join(tmpdir(), 'meal-cpu-'));
const postgres = await freshPostgres(base);
const database = await openDatabase({ url: postgres.url });
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'cpu-bench-secret-cpu-bench-secret', LOG_LEVEL: 'warn', RATE_LIMIT: 'true' });
const app = await buildApp({ config, database, logger: true });
await app.ready();

try {
  const home = await createHousehold(app, ['Cook']);
  const profileId = home.profiles.Cook as string;
  const monday = (() => {
    const day = new Date();
    day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
    return day.toISOString().slice(0, 10);
  })();
  const ask = async (method: 'GET' | 'POST', url: string, init: { payload?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await app.inject({ method, url, payload: init.payload as string, headers: { ...home.auth, ...init.headers } });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  // The bench's realistic household: 60 recipes, 9 planned this week with their ingredients listed.
  const recipeIds: string[] = [];
  for (let i = 0; i < 60; i++) {
    const ingredients = Array.from({ length: 6 + (i % 5) }, (_, k) => ({ name: `ingredient ${(i * 3 + k * 5) % 40}`, quantity: 1 + k, unit: 'g', note: '' }));
    const data = {
      name: `Dish ${i + 1}`, servings: 2 + (i % 4), prep_time: '10 mins', cook_time: '20 mins', total_time: '30 mins', cuisine: 'Italian',
      tags: ['Dinner'], ingredients, instructions: [{ content: 'Cook it.', step_number: 1 }], notes: '',
    };
    const form = await multipartBody({ data: JSON.stringify(data), image_modified: 'false' });
    const saved = (await ask('POST', `/recipes/${profileId}`, form)) as { recipe_id: string };
    recipeIds.push(saved.recipe_id);
    if (i < 9) {
      await ask('POST', `/profiles/${profileId}/weekly-plans/`, { payload: { recipe_id: recipeIds[i], week_start_date: monday, week_number: 1, planned_servings: 2 } });
      await ask('POST', '/grocery/add', {
        payload: { id: recipeIds[i], profile: { id: profileId, name: 'Cook' }, week_start_date: monday, week_number: 1, ingredients },
      });
    }
  }

  const reads: Array<[string, string]> = [
    ['GET /recipes/{profileId}', `/recipes/${profileId}`],
    ['GET /recipes/{profileId}/page', `/recipes/${profileId}/page`],
    ['GET /grocery/user', '/grocery/user'],
    ["GET this week's plans", `/profiles/${profileId}/weekly-plans/user-all?week_start_date=${monday}`],
  ];
  console.log(`| read | CPU µs per request (${REQUESTS} requests, ${CONCURRENCY} at a time) |\n|---|---|`);
  for (const [label, url] of reads) {
    const run = async (count: number) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next++ < count) {
            const res = await app.inject({ method: 'GET', url, headers: home.auth });
            if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
          }
        }),
      );
    };
    await run(REQUESTS / 4); // warm-up: JIT, prepared statements, caches
    const before = process.cpuUsage();
    await run(REQUESTS);
    const used = process.cpuUsage(before);
    console.log(`| ${label} | ${Math.round((used.user + used.system) / REQUESTS)} |`);
  }
} finally {
  await app.close();
  await database.close();
  await postgres.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
