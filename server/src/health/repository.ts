import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The one statement of the health check: the database answers. */
export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
