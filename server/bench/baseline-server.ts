// The API bench's baseline: a bare Fastify 5 route doing one indexed SELECT through pg, nothing else
// (no auth, no validation, no plugins). The product's hot reads are reported as a share of its req/s.
// Env: PORT, DATABASE_URL (the bench's own database; this creates and fills its own table there).
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.PORT ?? 28080);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

// The same pool size as the product (server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`create table if not exists bench_baseline (
  id integer primary key,
  household_id uuid not null,
  name text not null,
  updated_at timestamptz not null default now()
)`);
await pool.query(`insert into bench_baseline (id, household_id, name)
  select i, gen_random_uuid(), 'Recipe ' || i from generate_series(1, 1000) as i
  on conflict do nothing`);
await pool.query('analyze bench_baseline');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.get<{ Params: { id: string } }>('/baseline/:id', async (request) => {
  const { rows } = await pool.query('select id, household_id, name, updated_at from bench_baseline where id = $1', [Number(request.params.id)]);
  return rows[0] ?? null;
});

const stop = async (): Promise<void> => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await app.listen({ port, host: '127.0.0.1' });
