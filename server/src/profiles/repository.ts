import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { onboardingBodySchema } from 'shared-api/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/client';
import { profiles, storeSelections, stores, users } from '../db/schema';
import { isUuid } from '../lib/ids';
import { badRequest } from '../lib/http-error';
import { visibleStore } from '../stores/repository';

export type ProfileRow = typeof profiles.$inferSelect;
type ProfileChange = Partial<Pick<ProfileRow, 'name' | 'avatarUrl' | 'planningFrequency'>>;

/**
 * Takes the household's account row for the rest of the transaction: profile writes that check
 * names (no two profiles of one name) run one after the other even on PostgreSQL, where two
 * concurrent "Add profile Sam" calls both passed the check and both inserted.
 */
async function lockHousehold(tx: Db, householdId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, householdId)).for('update');
}

/** All SQL of profiles: the people of a household (the account). */
export function createProfileRepository(db: Db) {
  const repository = profileQueries(db);
  return {
    ...repository,
    /** Runs `work` in a transaction holding the household's profile names: check a name, then write it. */
    async withNamesLocked<T>(householdId: string, work: (locked: typeof repository) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockHousehold(tx, householdId);
        return work(profileQueries(tx));
      });
    },
  };
}

function profileQueries(db: Db) {
  return {
    /** A profile of the household, or undefined (also when it belongs to another one). */
    async findOwn(householdId: string, profileId: string): Promise<ProfileRow | undefined> {
      const [profile] = await db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, profileId), eq(profiles.userId, householdId)))
        .limit(1);
      return profile;
    },

    async listHousehold(householdId: string): Promise<ProfileRow[]> {
      return db.select().from(profiles).where(eq(profiles.userId, householdId)).orderBy(asc(profiles.createdAt), asc(profiles.id));
    },

    /** Whether another profile of the household has this name (case-insensitive). */
    async nameTaken(householdId: string, name: string, exceptId?: string): Promise<boolean> {
      const [clash] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.userId, householdId),
            sql`lower(${profiles.name}) = ${name.toLowerCase()}`,
            exceptId ? ne(profiles.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return Boolean(clash);
    },

    async insert(
      householdId: string,
      values: { name: string; avatarUrl: string | null; preferredLanguage: string; isActive: boolean },
    ): Promise<ProfileRow> {
      const [created] = await db.insert(profiles).values({ userId: householdId, ...values }).returning();
      if (!created) throw new Error('profile insert returned nothing');
      return created;
    },

    async update(id: string, change: ProfileChange): Promise<ProfileRow | undefined> {
      const [updated] = await db.update(profiles).set(change).where(eq(profiles.id, id)).returning();
      return updated;
    },

    /**
     * Onboarding in one transaction: the household's profiles become the listed ones (existing ids
     * are its own, checked by the caller), step 3's stores become every profile's store list, and
     * the account is onboarded. Answers the selected profile.
     */
    async completeOnboarding(householdId: string, body: z.output<typeof onboardingBodySchema>): Promise<ProfileRow | undefined> {
      return db.transaction(async (tx) => {
        await lockHousehold(tx, householdId);
        const keep = new Set(body.profiles.flatMap((entry) => (entry.id ? [entry.id] : [])));
        // Profiles removed on step 1 go (only possible before onboarding, when they hold nothing yet).
        for (const existing of await profileQueries(tx).listHousehold(householdId)) {
          if (!keep.has(existing.id)) await tx.delete(profiles).where(eq(profiles.id, existing.id));
        }
        let chosen: ProfileRow | undefined;
        const saved: ProfileRow[] = [];
        for (const entry of body.profiles) {
          const values = { name: entry.name, isSelected: entry.is_selected, planningFrequency: body.planningFrequency };
          const [row] = entry.id
            ? await tx.update(profiles).set(values).where(eq(profiles.id, entry.id)).returning()
            : await tx.insert(profiles).values({ userId: householdId, ...values }).returning();
          if (row) saved.push(row);
          if (entry.is_selected) chosen = row;
        }
        // Step 3's stores (catalogue or this household's own) become every profile's store list.
        const storeIds = [...new Set(body.groceryStores)];
        const known = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(and(inArray(stores.id, storeIds.filter(isUuid)), visibleStore(householdId)));
        if (known.length !== storeIds.length) throw badRequest('Please select stores from the list');
        const selections = saved.flatMap((profile) => known.map((store) => ({ profileId: profile.id, storeId: store.id })));
        await tx.insert(storeSelections).values(selections).onConflictDoNothing();
        await tx.update(users).set({ isOnboarded: true, subscription: body.subscription }).where(eq(users.id, householdId));
        return chosen;
      });
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
