import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';
import { notFound } from '../lib/http-error';

export type ProfileRow = typeof profiles.$inferSelect;

/** A profile of the caller's household, or 404 with no hint that it exists elsewhere. */
export async function requireOwnProfile(db: Db, userId: string, profileId: string): Promise<ProfileRow> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(profileId)) throw notFound('Profile not found');
  const [profile] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.userId, userId)))
    .limit(1);
  if (!profile) throw notFound('Profile not found');
  return profile;
}
