import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Store } from 'shared-api/contract';
import type { Db } from '../db/client';
import { stores, storeSelections } from '../db/schema';

/** Common chains every household can pick from. */
export const CATALOGUE_STORES = [
  'Costco', 'Amazon', 'Hy-Vee', 'Target', 'Walmart', 'Kroger', 'Aldi', "Trader Joe's", 'Whole Foods', 'Safeway',
  'Publix', "Sam's Club", 'Lidl', 'H-E-B', 'Meijer', 'Wegmans', 'Albertsons', 'Sprouts', 'Food Lion', 'Giant',
];

/** Stores visible to a household: the catalogue and its own custom stores. */
export function visibleStore(householdId: string) {
  return or(isNull(stores.householdId), eq(stores.householdId, householdId));
}

const storeColumns = { id: stores.id, name: stores.name };
const storeOrder = asc(sql`lower(${stores.name})`);

/** All SQL of stores: the catalogue, a household's own stores, and each profile's chosen ones. */
export function createStoreRepository(db: Db) {
  /** The visible store with this name; the catalogue's spelling wins over a custom one. */
  const findByName = async (householdId: string, name: string): Promise<Store | undefined> =>
    (
      await db
        .select(storeColumns)
        .from(stores)
        .where(and(eq(sql`lower(${stores.name})`, name.toLowerCase()), visibleStore(householdId)))
        .orderBy(sql`${stores.householdId} is not null`)
        .limit(1)
    )[0];

  return {
    /** Idempotent, so every instance may run it at start. */
    async seedCatalogue(): Promise<void> {
      await db
        .insert(stores)
        .values(CATALOGUE_STORES.map((name) => ({ name })))
        .onConflictDoNothing();
    },

    async listVisible(householdId: string): Promise<Store[]> {
      return db.select(storeColumns).from(stores).where(visibleStore(householdId)).orderBy(storeOrder);
    },

    async listSelected(profileId: string): Promise<Store[]> {
      return db
        .select(storeColumns)
        .from(storeSelections)
        .innerJoin(stores, eq(stores.id, storeSelections.storeId))
        .where(eq(storeSelections.profileId, profileId))
        .orderBy(storeOrder);
    },

    /** The visible store of that name, created as the household's own when there is none. */
    async findOrCreate(householdId: string, name: string): Promise<Store | undefined> {
      const existing = await findByName(householdId, name);
      if (existing) return existing;
      await db.insert(stores).values({ name, householdId }).onConflictDoNothing();
      return findByName(householdId, name);
    },

    async findVisible(householdId: string, storeId: string): Promise<Store | undefined> {
      const [store] = await db
        .select(storeColumns)
        .from(stores)
        .where(and(eq(stores.id, storeId), visibleStore(householdId)))
        .limit(1);
      return store;
    },

    /** Selects the store for the profile, or unselects it when it was selected; answers whether it is now. */
    async toggleSelection(profileId: string, storeId: string): Promise<boolean> {
      const removed = await db
        .delete(storeSelections)
        .where(and(eq(storeSelections.profileId, profileId), eq(storeSelections.storeId, storeId)))
        .returning({ storeId: storeSelections.storeId });
      if (removed.length) return false;
      await db.insert(storeSelections).values({ profileId, storeId }).onConflictDoNothing();
      return true;
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
