import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { openDatabase } from './client';
import { users } from './schema';

describe('openDatabase', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'PostgreSQL: an idle connection the server terminates is reported, and the next query reconnects',
    async () => {
      const t = await createTestApp();
      const lost: Error[] = [];
      t.database.onConnectionLost?.((error) => lost.push(error));
      try {
        const pool = t.database.pool!;
        // One known idle connection: jobs the app runs at start may hold or free others meanwhile.
        const client = await pool.connect();
        const { rows: [backend] } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
        client.release();
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        try {
          await admin.query('select pg_terminate_backend($1)', [backend!.pid]);
        } finally {
          await admin.end();
        }
        await expect.poll(() => lost.length).toBeGreaterThan(0);
        const { rows } = await pool.query<{ one: number }>('select 1 as one');
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await t.close();
      }
    },
  );

  it.runIf(process.env.TEST_DB === 'pglite')('PGlite: a new data folder is created and migrated by a process of its own, then opened here', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'meal-pglite-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(users).values({ fullName: 'Kept', email: 'kept@example.test' });
      await first.close();
      // Reopened: migrations already applied, the row still there.
      const again = await openDatabase({ dataDir });
      expect(await again.db.$count(users)).toBe(1);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
