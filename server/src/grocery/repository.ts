import { and, asc, desc, eq, getTableColumns, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GroceryCategory, Store } from 'shared-api/contract';
import type { Db } from '../db/client';
import {
  groceryCategoryOverrides,
  groceryHistory,
  groceryItems,
  groceryStoreAssignments,
  householdSettings,
  pantryItems,
  profiles,
  recipes,
  storeAisleOrders,
  stores,
  weeklyPlans,
} from '../db/schema';
import { visibleStore } from '../stores/repository';
import { PANTRY } from './categories';

export type GroceryItemRow = typeof groceryItems.$inferSelect;
export type NewGroceryItem = typeof groceryItems.$inferInsert & { householdId: string; nameKey: string };
export type HistoryRow = typeof groceryHistory.$inferSelect;

export type Flag = 'checked' | 'hidden';
const flagColumns = {
  checked: { on: groceryItems.isChecked, at: groceryItems.checkedAt, set: (isChecked: boolean) => ({ isChecked, checkedAt: sql`now()` }) },
  hidden: { on: groceryItems.isHidden, at: groceryItems.hiddenAt, set: (isHidden: boolean) => ({ isHidden, hiddenAt: sql`now()` }) },
} as const;

/** True when the field's last change is newer than `base` (a base of null: the client saw it never changed). */
function changedAfter(at: SQL, base: string | null): SQL {
  return base === null ? sql`${at} is not null` : sql`${at} > ${base}::timestamptz`;
}

/** The merge rule's guard for one row: no base (an old client) always passes. */
function notChangedSince(at: AnyPgColumn, base: string | null | undefined): SQL | undefined {
  return base === undefined ? undefined : sql`not (${changedAfter(sql`${at}`, base)})`;
}

const pantryColumns = { id: pantryItems.id, name: pantryItems.name };

/** All SQL of the grocery list: items, the pantry, store tags per item name and the history behind suggestions. */
export function createGroceryRepository(db: Db) {
  return {
    /** The list with each name's store tags and whether the name is on the pantry list, in one statement. */
    async listItemsWithTags(householdId: string): Promise<Array<GroceryItemRow & { stores: Store[]; onPantryList: boolean }>> {
      return db
        .select({
          ...getTableColumns(groceryItems),
          // Table-qualified by hand: drizzle leaves a one-table select's columns bare.
          stores: sql<Store[]>`coalesce((
            select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
            from grocery_store_assignments a join stores s on s.id = a.store_id
            where a.household_id = grocery_items.household_id and a.name_key = grocery_items.name_key
          ), '[]'::json)`,
          onPantryList: sql<boolean>`exists (
            select 1 from pantry_items p where p.household_id = grocery_items.household_id and p.name_key = grocery_items.name_key
          )`,
        })
        .from(groceryItems)
        .where(eq(groceryItems.householdId, householdId))
        .orderBy(asc(groceryItems.createdAt), asc(groceryItems.id));
    },

    /** An item of any household (to tell "someone else's" from "gone"). */
    async findItem(id: string): Promise<GroceryItemRow | undefined> {
      const [row] = await db.select().from(groceryItems).where(eq(groceryItems.id, id)).limit(1);
      return row;
    },

    async findOwnItem(householdId: string, id: string): Promise<GroceryItemRow | undefined> {
      const [row] = await db
        .select()
        .from(groceryItems)
        .where(and(eq(groceryItems.id, id), eq(groceryItems.householdId, householdId)))
        .limit(1);
      return row;
    },

    /**
     * Inserts items and counts them in the history that feeds suggestions, in one transaction.
     * Items whose id already exists are skipped, so a replayed offline add stays one item.
     */
    async insertItems(householdId: string, values: NewGroceryItem[]): Promise<GroceryItemRow[]> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(groceryItems).values(values).onConflictDoNothing({ target: groceryItems.id }).returning();
        // One upsert for all names: a statement may touch a row once, so repeats of a name are
        // counted here and the last one's name, unit and quantity win.
        const history = new Map<string, typeof groceryHistory.$inferInsert>();
        for (const row of inserted) {
          const quantity = row.quantity > 0 ? row.quantity : 1;
          const timesAdded = (history.get(row.nameKey)?.timesAdded ?? 0) + 1;
          history.set(row.nameKey, { householdId, nameKey: row.nameKey, name: row.name, category: row.category, quantity, unit: row.unit, timesAdded });
        }
        if (history.size) {
          await tx
            .insert(groceryHistory)
            .values([...history.values()])
            .onConflictDoUpdate({
              target: [groceryHistory.householdId, groceryHistory.nameKey],
              set: {
                timesAdded: sql`${groceryHistory.timesAdded} + excluded.times_added`,
                name: sql`excluded.name`,
                unit: sql`excluded.unit`,
                quantity: sql`excluded.quantity`,
                lastAddedAt: sql`now()`,
              },
            });
        }
        return inserted;
      });
    },

    /**
     * Edits one item unless its quantity, unit and note changed after `base` (the edited_at the client
     * last saw; undefined from old clients: always applies). Answers whether it applied.
     */
    async updateItem(
      householdId: string,
      id: string,
      change: { quantity: number; unit?: string; note?: string },
      base?: string | null,
    ): Promise<boolean> {
      const updated = await db
        .update(groceryItems)
        .set({
          quantity: change.quantity,
          ...(change.unit === undefined ? {} : { unit: change.unit }),
          ...(change.note === undefined ? {} : { note: change.note }),
          updatedAt: new Date(),
          editedAt: sql`now()`,
        })
        .where(and(eq(groceryItems.id, id), eq(groceryItems.householdId, householdId), notChangedSince(groceryItems.editedAt, base)))
        .returning({ id: groceryItems.id });
      return updated.length > 0;
    },

    async deleteItem(householdId: string, id: string): Promise<void> {
      await db.delete(groceryItems).where(and(eq(groceryItems.id, id), eq(groceryItems.householdId, householdId)));
    },

    /**
     * Sets a flag on every item of the household with this name, unless any of them had it changed
     * after `base` (see notChangedSince). Answers how many changed and the flag as it now stands.
     */
    async setFlagForName(
      householdId: string,
      nameKey: string,
      flag: Flag,
      value: boolean,
      base?: string | null,
    ): Promise<{ updated: number; value: boolean; changedAt: Date | null }> {
      const { on, at, set } = flagColumns[flag];
      const sameName = and(eq(groceryItems.householdId, householdId), eq(groceryItems.nameKey, nameKey));
      const fresh =
        base === undefined
          ? undefined
          : sql`not exists (select 1 from grocery_items o where o.household_id = ${householdId} and o.name_key = ${nameKey} and ${changedAfter(sql.raw(`o.${at.name}`), base)})`;
      const updated = await db
        .update(groceryItems)
        .set({ ...set(value), updatedAt: new Date() })
        .where(and(sameName, fresh))
        .returning({ changedAt: at });
      if (updated.length) return { updated: updated.length, value, changedAt: updated[0]!.changedAt };
      // Not applied: the flag as its latest change left it.
      const [current] = await db.select({ value: on, changedAt: at }).from(groceryItems).where(sameName).orderBy(sql`${at} desc nulls last`).limit(1);
      return { updated: 0, value: current?.value ?? value, changedAt: current?.changedAt ?? null };
    },

    /** Hides or unhides every pantry item (pantry list, Pantry category or added as pantry item). */
    async setPantryHidden(householdId: string, isHidden: boolean): Promise<number> {
      const pantryNames = db.select({ nameKey: pantryItems.nameKey }).from(pantryItems).where(eq(pantryItems.householdId, householdId));
      const updated = await db
        .update(groceryItems)
        .set({ isHidden, hiddenAt: sql`now()`, updatedAt: new Date() })
        .where(
          and(
            eq(groceryItems.householdId, householdId),
            or(eq(groceryItems.isPantryItem, true), eq(groceryItems.category, PANTRY), inArray(groceryItems.nameKey, pantryNames)),
          ),
        )
        .returning({ id: groceryItems.id });
      return updated.length;
    },

    async nameKeysOnList(householdId: string): Promise<Set<string>> {
      const rows = await db.select({ nameKey: groceryItems.nameKey }).from(groceryItems).where(eq(groceryItems.householdId, householdId));
      return new Set(rows.map((row) => row.nameKey));
    },

    /** The recipes the list's items came from, by name. */
    async recipesOnList(householdId: string): Promise<Array<{ id: string | null; name: string | null }>> {
      return db
        .selectDistinct({ id: groceryItems.recipeId, name: groceryItems.recipeName })
        .from(groceryItems)
        .where(and(eq(groceryItems.householdId, householdId), isNotNull(groceryItems.recipeId), isNotNull(groceryItems.recipeName)))
        .orderBy(asc(groceryItems.recipeName));
    },

    /** The recipe's name when it is one of the household's recipes. */
    async householdRecipeName(householdId: string, recipeId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: recipes.name })
        .from(recipes)
        .innerJoin(profiles, eq(profiles.id, recipes.profileId))
        .where(and(eq(recipes.id, recipeId), eq(profiles.userId, householdId)))
        .limit(1);
      return row?.name ?? null;
    },

    /** Store tags per item name of a household. */
    async storesByName(householdId: string): Promise<Map<string, Store[]>> {
      const rows = await db
        .select({ nameKey: groceryStoreAssignments.nameKey, id: stores.id, name: stores.name })
        .from(groceryStoreAssignments)
        .innerJoin(stores, eq(stores.id, groceryStoreAssignments.storeId))
        .where(eq(groceryStoreAssignments.householdId, householdId))
        .orderBy(asc(stores.name));
      const byName = new Map<string, Store[]>();
      for (const row of rows) byName.set(row.nameKey, [...(byName.get(row.nameKey) ?? []), { id: row.id, name: row.name }]);
      return byName;
    },

    /** The stores among `storeIds` the household can see, by name. */
    async visibleStores(householdId: string, storeIds: string[]): Promise<Store[]> {
      if (storeIds.length === 0) return [];
      return db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(and(inArray(stores.id, storeIds), visibleStore(householdId)))
        .orderBy(asc(stores.name));
    },

    /** Replaces the store tags of one item name. */
    async replaceStoresForName(householdId: string, nameKey: string, storeIds: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(groceryStoreAssignments)
          .where(and(eq(groceryStoreAssignments.householdId, householdId), eq(groceryStoreAssignments.nameKey, nameKey)));
        if (storeIds.length) {
          // A concurrent replace of the same name may have inserted the same row after our delete (PostgreSQL).
          await tx.insert(groceryStoreAssignments).values(storeIds.map((storeId) => ({ householdId, nameKey, storeId }))).onConflictDoNothing();
        }
      });
    },

    async listPantry(householdId: string): Promise<Array<{ id: string; name: string }>> {
      return db.select(pantryColumns).from(pantryItems).where(eq(pantryItems.householdId, householdId)).orderBy(asc(pantryItems.name));
    },

    async pantryNameKeys(householdId: string): Promise<Set<string>> {
      const rows = await db.select({ nameKey: pantryItems.nameKey }).from(pantryItems).where(eq(pantryItems.householdId, householdId));
      return new Set(rows.map((row) => row.nameKey));
    },

    /** Adds a name to the pantry (once per name) and answers the pantry's item of that name. */
    async addToPantry(householdId: string, name: string, nameKey: string): Promise<{ id: string; name: string } | undefined> {
      await db.insert(pantryItems).values({ householdId, name, nameKey }).onConflictDoNothing();
      const [row] = await db
        .select(pantryColumns)
        .from(pantryItems)
        .where(and(eq(pantryItems.householdId, householdId), eq(pantryItems.nameKey, nameKey)))
        .limit(1);
      return row;
    },

    /** Answers whether there was such an item of the household. */
    async deleteFromPantry(householdId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(pantryItems)
        .where(and(eq(pantryItems.id, id), eq(pantryItems.householdId, householdId)))
        .returning({ id: pantryItems.id });
      return removed.length > 0;
    },

    /** Names added at least `minTimes`, most often (then most recently) first. */
    async frequentNames(householdId: string, minTimes: number, limit: number): Promise<HistoryRow[]> {
      return db
        .select()
        .from(groceryHistory)
        .where(and(eq(groceryHistory.householdId, householdId), gte(groceryHistory.timesAdded, minTimes)))
        .orderBy(desc(groceryHistory.timesAdded), desc(groceryHistory.lastAddedAt))
        .limit(limit);
    },

    /** Recipes planned for weeks starting on or after `weekFloor`, in planning order. */
    async plannedRecipes(householdId: string, weekFloor: string) {
      return db
        .select({ recipeName: recipes.name, ingredients: recipes.ingredients })
        .from(weeklyPlans)
        .innerJoin(profiles, eq(profiles.id, weeklyPlans.profileId))
        .innerJoin(recipes, eq(recipes.id, weeklyPlans.recipeId))
        .where(and(eq(profiles.userId, householdId), gte(weeklyPlans.weekStartDate, weekFloor)))
        .orderBy(asc(weeklyPlans.weekStartDate), asc(weeklyPlans.createdAt));
    },

    /** The household's unit system; null until it picks one. */
    async unitSystem(householdId: string): Promise<string | null> {
      const [row] = await db
        .select({ unitSystem: householdSettings.unitSystem })
        .from(householdSettings)
        .where(eq(householdSettings.householdId, householdId))
        .limit(1);
      return row?.unitSystem ?? null;
    },

    async setUnitSystem(householdId: string, unitSystem: string): Promise<void> {
      await db
        .insert(householdSettings)
        .values({ householdId, unitSystem })
        .onConflictDoUpdate({ target: householdSettings.householdId, set: { unitSystem, updatedAt: new Date() } });
    },

    /** Categories the household picked, by name key, for the given names. */
    async categoryOverrides(householdId: string, nameKeys: string[]): Promise<Map<string, GroceryCategory>> {
      if (nameKeys.length === 0) return new Map();
      const rows = await db
        .select({ nameKey: groceryCategoryOverrides.nameKey, category: groceryCategoryOverrides.category })
        .from(groceryCategoryOverrides)
        .where(and(eq(groceryCategoryOverrides.householdId, householdId), inArray(groceryCategoryOverrides.nameKey, nameKeys)));
      return new Map(rows.map((row) => [row.nameKey, row.category]));
    },

    /** Remembers a category for a name and moves the name's items there; answers how many items moved. */
    async setCategoryForName(householdId: string, nameKey: string, category: GroceryCategory): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(groceryCategoryOverrides)
          .values({ householdId, nameKey, category })
          .onConflictDoUpdate({
            target: [groceryCategoryOverrides.householdId, groceryCategoryOverrides.nameKey],
            set: { category, updatedAt: new Date() },
          });
        const updated = await tx
          .update(groceryItems)
          .set({ category, updatedAt: new Date() })
          .where(and(eq(groceryItems.householdId, householdId), eq(groceryItems.nameKey, nameKey)))
          .returning({ id: groceryItems.id });
        return updated.length;
      });
    },

    async aisleOrders(householdId: string): Promise<Array<{ storeId: string; categories: string[] }>> {
      return db
        .select({ storeId: storeAisleOrders.storeId, categories: storeAisleOrders.categories })
        .from(storeAisleOrders)
        .where(eq(storeAisleOrders.householdId, householdId));
    },

    async setAisleOrder(householdId: string, storeId: string, categories: string[]): Promise<void> {
      await db
        .insert(storeAisleOrders)
        .values({ householdId, storeId, categories })
        .onConflictDoUpdate({
          target: [storeAisleOrders.householdId, storeAisleOrders.storeId],
          set: { categories, updatedAt: new Date() },
        });
    },
  };
}

export type GroceryRepository = ReturnType<typeof createGroceryRepository>;
