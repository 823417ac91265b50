import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images, profiles, recipes, users } from '../db/schema';
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
    storedBefore: async (time) => {
      const rows = await db.select({ name: images.name }).from(images).where(lt(images.createdAt, time));
      return rows.map((row) => row.name);
    },
  };
}


/** The upkeep of stored pictures: recipes still linking to another site's photo, and pictures nothing shows. */
export function createPictureRepository(db: Db) {
  return {
    /** Recipes whose image_url is a link to another site, in id order after `afterId`. */
    externalPhotos: (afterId: string | null, limit: number) =>
      db
        .select({ id: recipes.id, imageUrl: recipes.imageUrl })
        .from(recipes)
        .where(and(sql`${recipes.imageUrl} ~* '^https?://'`, afterId ? gt(recipes.id, afterId) : undefined))
        .orderBy(recipes.id)
        .limit(limit),
    /** Sets a recipe's photo only if it is still `from`: an edit made meanwhile wins. */
    replacePhoto: async (id: string, from: string, to: string | null): Promise<boolean> => {
      const rows = await db.update(recipes).set({ imageUrl: to }).where(and(eq(recipes.id, id), eq(recipes.imageUrl, from))).returning({ id: recipes.id });
      return rows.length > 0;
    },
    /** Of these /uploads/ paths, the ones a recipe, an account or a profile shows. */
    inUse: async (urls: string[]): Promise<Set<string>> => {
      if (!urls.length) return new Set();
      const rows = await db
        .select({ url: recipes.imageUrl })
        .from(recipes)
        .where(inArray(recipes.imageUrl, urls))
        .union(db.select({ url: users.imageUrl }).from(users).where(inArray(users.imageUrl, urls)))
        .union(db.select({ url: profiles.avatarUrl }).from(profiles).where(inArray(profiles.avatarUrl, urls)));
      return new Set(rows.map((row) => row.url).filter((url): url is string => url !== null));
    },
  };
}

export type PictureRepository = ReturnType<typeof createPictureRepository>;
