import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  addNewProfile,
  addProfileFieldsSchema,
  completeOnboarding,
  createProfile,
  getProfile,
  listProfiles,
  updatePreferences,
  updateProfileData,
  updateProfileFieldsSchema,
} from 'shared-api/contract';
import type { Db } from '../db/client';
import { profiles, storeSelections, stores, users } from '../db/schema';
import { badRequest, conflict } from '../lib/http-error';
import { route } from '../lib/route';
import { findUserById, householdProfiles, profileView, removeUpload, type ProfileRow } from '../services/accounts';
import { saveImage } from '../services/images';
import { readMultipartForm } from '../services/multipart-form';
import { requireOwnProfile } from '../services/profile-access';

const NAME_TAKEN = 'A profile with this name already exists';
const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Profile names are unique in a household (case-insensitive): the Google auto-select picks by name. */
async function assertNameFree(db: Db, userId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.userId, userId),
        sql`lower(${profiles.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(profiles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(NAME_TAKEN);
}

async function insertProfile(
  db: Db,
  userId: string,
  values: { name: string; avatarUrl: string | null; preferredLanguage: string; isActive: boolean },
): Promise<ProfileRow> {
  await assertNameFree(db, userId, values.name);
  const [created] = await db.insert(profiles).values({ userId, ...values }).returning();
  if (!created) throw new Error('profile insert returned nothing');
  return created;
}

export default function profileRoutes(app: FastifyInstance): void {
  route(app, listProfiles, {}, async (request) => (await householdProfiles(app.db, request.user.id)).map(profileView));

  route(app, createProfile, {}, async (request) => {
    const { name, avatar_url, preferred_language, is_active } = request.body;
    const created = await insertProfile(app.db, request.user.id, {
      name,
      avatarUrl: avatar_url || null,
      preferredLanguage: preferred_language,
      isActive: is_active,
    });
    return profileView(created);
  });

  route(app, getProfile, {}, async (request) => profileView(await requireOwnProfile(app.db, request.user.id, request.params.profileId)));

  route(app, addNewProfile, {}, async (request) => {
    const { fields, file } = await readMultipartForm(request, addProfileFieldsSchema, 'profileImage');
    await assertNameFree(app.db, request.user.id, fields.name);
    const avatarUrl = file ? await saveImage(app.config, file) : fields.avatar_url || null;
    const created = await insertProfile(app.db, request.user.id, {
      name: fields.name,
      avatarUrl,
      preferredLanguage: fields.preferred_language,
      isActive: fields.is_active,
    }).catch(async (error: unknown) => {
      if (file) await removeUpload(app.config, avatarUrl);
      throw error;
    });
    return profileView(created);
  });

  route(app, updateProfileData, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const { fields, file } = await readMultipartForm(request, updateProfileFieldsSchema, 'profileImage');
    if (fields.name === undefined && !file) throw badRequest('Nothing to change: send a new name or a picture.');
    if (fields.name !== undefined) await assertNameFree(app.db, request.user.id, fields.name, profile.id);
    const avatarUrl = file ? await saveImage(app.config, file) : undefined;
    const [updated] = await app.db
      .update(profiles)
      .set({ ...(fields.name !== undefined ? { name: fields.name } : {}), ...(avatarUrl ? { avatarUrl } : {}) })
      .where(eq(profiles.id, profile.id))
      .returning();
    if (avatarUrl) await removeUpload(app.config, profile.avatarUrl);
    return profileView(updated ?? profile);
  });

  route(app, updatePreferences, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.body.profile_id);
    const [updated] = await app.db
      .update(profiles)
      .set({ planningFrequency: request.body.planning_frequency })
      .where(eq(profiles.id, profile.id))
      .returning();
    return profileView(updated ?? profile);
  });

  route(app, completeOnboarding, {}, async (request) => {
    const userId = request.user.id;
    const user = await findUserById(app.db, userId);
    if (user?.isOnboarded) throw conflict('Onboarding is already complete');
    const body = request.body;
    // Listed profiles that already exist must be this household's; a stranger's id is "not found".
    for (const entry of body.profiles) if (entry.id) await requireOwnProfile(app.db, userId, entry.id);

    const selected = await app.db.transaction(async (tx) => {
      const keep = new Set(body.profiles.flatMap((entry) => (entry.id ? [entry.id] : [])));
      // Profiles removed on step 1 go (only possible before onboarding, when they hold nothing yet).
      for (const existing of await householdProfiles(tx, userId)) {
        if (!keep.has(existing.id)) await tx.delete(profiles).where(eq(profiles.id, existing.id));
      }
      let chosen: ProfileRow | undefined;
      const saved: ProfileRow[] = [];
      for (const entry of body.profiles) {
        const values = { name: entry.name, isSelected: entry.is_selected, planningFrequency: body.planningFrequency };
        const [row] = entry.id
          ? await tx.update(profiles).set(values).where(eq(profiles.id, entry.id)).returning()
          : await tx.insert(profiles).values({ userId, ...values }).returning();
        if (row) saved.push(row);
        if (entry.is_selected) chosen = row;
      }
      // Step 3's stores (catalogue or this household's own) become every profile's store list.
      const storeIds = [...new Set(body.groceryStores)];
      const known = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(inArray(stores.id, storeIds.filter(isUuid)), or(isNull(stores.householdId), eq(stores.householdId, userId))));
      if (known.length !== storeIds.length) throw badRequest('Please select stores from the list');
      const selections = saved.flatMap((profile) => known.map((store) => ({ profileId: profile.id, storeId: store.id })));
      await tx.insert(storeSelections).values(selections).onConflictDoNothing();
      await tx.update(users).set({ isOnboarded: true, subscription: body.subscription }).where(eq(users.id, userId));
      return chosen;
    });
    if (!selected) throw new Error('onboarding saved no selected profile');
    return profileView(selected);
  });
}
