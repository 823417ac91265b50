import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** PostgreSQL's connection pool (null on PGlite): live updates LISTEN on a connection of their own from it. */
  pool: pg.Pool | null;
  /** Told when an idle PostgreSQL connection drops; PGlite runs in this process and has none. */
  onConnectionLost?: (listener: (error: Error) => void) => void;
  close: () => Promise<void>;
}

/**
 * Run from the sources (tsx, vitest) this module is src/db/client.ts; from the build (build.mjs)
 * it is a file directly in dist/, beside the compiled migration script.
 */
const fromSources = import.meta.url.endsWith('.ts');
const serverRoot = fileURLToPath(new URL(fromSources ? '../..' : '..', import.meta.url));
const migrationsFolder = path.join(serverRoot, 'drizzle');
const migrateScript = fileURLToPath(new URL(fromSources ? './migrate-data-dir.ts' : './migrate-data-dir.js', import.meta.url));

/**
 * PGlite keeps PostgreSQL's default 128 MB of shared buffers inside this process's memory; one
 * household's data fits in far less, and the embedded default should stay small (a reopened data
 * folder measured 325 MiB RSS with the default, 231 MiB with this).
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for 'memory'). Runs migrations. */
export async function openDatabase(options: { url?: string; dataDir?: string | 'memory' }): Promise<Database> {
  if (options.url) {
    // Loaded only for PostgreSQL: the embedded default never needs the driver.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // 64 concurrent requests queued on 10 connections waited for a connection more than for
    // PostgreSQL; live updates hold one of these for LISTEN.
    const pool = new pg.Pool({ connectionString: options.url, max: 30 });
    // The pool already drops a connection that fails while idle (server restart, admin
    // termination) and opens a new one for the next query; without a listener, that error
    // would end the process.
    const lostListeners = new Set<(error: Error) => void>();
    pool.on('error', (error) => lostListeners.forEach((listener) => listener(error)));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      onConnectionLost: (listener) => void lostListeners.add(listener),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir || options.dataDir === 'memory') {
    const client = new PGlite(PGLITE_OPTIONS);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return pgliteDatabase(client);
  }
  const dataDir = path.join(options.dataDir, 'pglite');
  await migrateInChildProcess(dataDir);
  const client = new PGlite(dataDir, PGLITE_OPTIONS);
  await client.waitReady;
  return pgliteDatabase(client);
}

function pgliteDatabase(client: PGlite): Database {
  return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', pool: null, close: () => client.close() };
}

/** Creates the PGlite data folder if need be and runs the migrations on it (see migrateInChildProcess). */
export async function migrateDataDir(dataDir: string): Promise<void> {
  const client = new PGlite(dataDir, PGLITE_OPTIONS);
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/**
 * PGlite's WebAssembly memory only grows: a new folder's initdb and the migrations took this
 * process to ~850 MiB that it kept for good. In a short-lived process of their own they cost the
 * API nothing; the API then opens the finished folder (~0.4 s).
 */
async function migrateInChildProcess(dataDir: string): Promise<void> {
  const child = fork(migrateScript, [dataDir], {
    cwd: serverRoot,
    execArgv: fromSources ? ['--import', 'tsx'] : [],
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`migrating the PGlite data folder ${dataDir} failed (exit code ${code})`);
}
