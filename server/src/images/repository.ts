import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import type { ImageStore } from './image-store';

/** Pictures as rows of the images table: every instance on one PostgreSQL serves every picture. */
export function postgresImageStore(db: Db): ImageStore {
  return {
    kind: 'postgres',
    put: async (name, bytes) => {
      // Names are random: a conflict is the same picture moved in twice.
      await db.insert(images).values({ name, bytes }).onConflictDoNothing();
    },
    get: async (name) => {
      const [row] = await db.select({ bytes: images.bytes }).from(images).where(eq(images.name, name));
      return row?.bytes ?? null;
    },
    remove: async (name) => {
      await db.delete(images).where(eq(images.name, name));
    },
  };
}

