import { and, asc, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GroceryItem, GrocerySuggestion, Store } from 'shared-api/contract';
import type { Db } from '../db/client';
import {
  groceryHistory,
  groceryItems,
  groceryStoreAssignments,
  pantryItems,
  profiles,
  recipes,
  stores,
  weeklyPlans,
} from '../db/schema';
import { notFound } from '../lib/http-error';
import { categorize, nameKey, PANTRY } from './categories';

export type GroceryItemRow = typeof groceryItems.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export interface NewItem {
  id?: string;
  profileId?: string | null;
  name: string;
  quantity: number;
  unit: string;
  note: string;
  recipeId?: string | null;
  recipeName?: string | null;
  weekStartDate?: string | null;
  weekNumber?: number | null;
  isManual?: boolean;
  isPantryItem?: boolean;
}

/** Store tags per item name of a household. */
async function storesByName(db: Db, householdId: string): Promise<Map<string, Store[]>> {
  const rows = await db
    .select({ nameKey: groceryStoreAssignments.nameKey, id: stores.id, name: stores.name })
    .from(groceryStoreAssignments)
    .innerJoin(stores, eq(stores.id, groceryStoreAssignments.storeId))
    .where(eq(groceryStoreAssignments.householdId, householdId))
    .orderBy(asc(stores.name));
  const byName = new Map<string, Store[]>();
  for (const row of rows) byName.set(row.nameKey, [...(byName.get(row.nameKey) ?? []), { id: row.id, name: row.name }]);
  return byName;
}

async function pantryNameKeys(db: Db, householdId: string): Promise<Set<string>> {
  const rows = await db.select({ nameKey: pantryItems.nameKey }).from(pantryItems).where(eq(pantryItems.householdId, householdId));
  return new Set(rows.map((row) => row.nameKey));
}

/** The answer shape of items: store tags and the pantry flag come from the household's lists. */
export async function presentItems(db: Db, householdId: string, rows: GroceryItemRow[]): Promise<GroceryItem[]> {
  if (rows.length === 0) return [];
  const [storeMap, pantry] = await Promise.all([storesByName(db, householdId), pantryNameKeys(db, householdId)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    quantity: row.quantity,
    unit: row.unit,
    note: row.note,
    recipe: row.recipeName,
    recipe_id: row.recipeId,
    is_checked: row.isChecked,
    is_hidden: row.isHidden,
    is_manual: row.isManual,
    is_pantryItem: row.isPantryItem || row.category === PANTRY || pantry.has(row.nameKey),
    store: storeMap.get(row.nameKey) ?? [],
    created_at: row.createdAt.toISOString(),
  }));
}

export async function presentItem(db: Db, householdId: string, row: GroceryItemRow): Promise<GroceryItem> {
  const [item] = await presentItems(db, householdId, [row]);
  if (!item) throw notFound('Item not found');
  return item;
}

export async function listItems(db: Db, householdId: string): Promise<GroceryItem[]> {
  const rows = await db
    .select()
    .from(groceryItems)
    .where(eq(groceryItems.householdId, householdId))
    .orderBy(asc(groceryItems.createdAt), asc(groceryItems.id));
  return presentItems(db, householdId, rows);
}

/** One item of the household, or 404 (also for ids of other households and malformed ids). */
export async function requireOwnItem(db: Db, householdId: string, id: string): Promise<GroceryItemRow> {
  if (!isUuid(id)) throw notFound('Item not found');
  const [row] = await db
    .select()
    .from(groceryItems)
    .where(and(eq(groceryItems.id, id), eq(groceryItems.householdId, householdId)))
    .limit(1);
  if (!row) throw notFound('Item not found');
  return row;
}

/**
 * Inserts items (category from the name) and counts them in the history that feeds suggestions.
 * Items whose id already exists are skipped, so a replayed offline add stays one item.
 */
export async function insertItems(db: Db, householdId: string, items: NewItem[]): Promise<GroceryItemRow[]> {
  // One millisecond apart, so the list keeps the recipe's ingredient order.
  const start = Date.now();
  return db.transaction(async (tx) => {
    const values = items.map((item, index) => ({
      createdAt: new Date(start + index),
      ...(item.id ? { id: item.id } : {}),
      householdId,
      profileId: item.profileId ?? null,
      name: item.name,
      nameKey: nameKey(item.name),
      category: categorize(item.name),
      quantity: item.quantity,
      unit: item.unit,
      note: item.note,
      recipeId: item.recipeId ?? null,
      recipeName: item.recipeName ?? null,
      weekStartDate: item.weekStartDate ?? null,
      weekNumber: item.weekNumber ?? null,
      isManual: item.isManual ?? false,
      isPantryItem: item.isPantryItem ?? false,
    }));
    const inserted = await tx.insert(groceryItems).values(values).onConflictDoNothing({ target: groceryItems.id }).returning();
    for (const row of inserted) {
      await tx
        .insert(groceryHistory)
        .values({
          householdId,
          nameKey: row.nameKey,
          name: row.name,
          category: row.category,
          quantity: row.quantity > 0 ? row.quantity : 1,
          unit: row.unit,
        })
        .onConflictDoUpdate({
          target: [groceryHistory.householdId, groceryHistory.nameKey],
          set: {
            timesAdded: sql`${groceryHistory.timesAdded} + 1`,
            name: row.name,
            unit: row.unit,
            quantity: row.quantity > 0 ? row.quantity : 1,
            lastAddedAt: sql`now()`,
          },
        });
    }
    return inserted;
  });
}

/** The recipe's name when it is one of the household's recipes. */
export async function householdRecipeName(db: Db, householdId: string, recipeId: string): Promise<string | null> {
  if (!isUuid(recipeId)) return null;
  const [row] = await db
    .select({ name: recipes.name })
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.profileId))
    .where(and(eq(recipes.id, recipeId), eq(profiles.userId, householdId)))
    .limit(1);
  return row?.name ?? null;
}

/** Sets a flag on every item of the household with the same name as `row`. */
export async function setFlagForName(
  db: Db,
  householdId: string,
  row: GroceryItemRow,
  values: { isChecked?: boolean; isHidden?: boolean },
): Promise<number> {
  const updated = await db
    .update(groceryItems)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(groceryItems.householdId, householdId), eq(groceryItems.nameKey, row.nameKey)))
    .returning({ id: groceryItems.id });
  return updated.length;
}

/** Stores visible to a household: the catalogue and its own custom stores. */
export function visibleStore(householdId: string) {
  return or(isNull(stores.householdId), eq(stores.householdId, householdId));
}

/** Replaces the stores of every item named like `row`; unknown or foreign store ids are 404. */
export async function setStoresForName(db: Db, householdId: string, row: GroceryItemRow, storeIds: string[]): Promise<Store[]> {
  const unique = [...new Set(storeIds)];
  if (unique.some((id) => !isUuid(id))) throw notFound('Store not found');
  const found = unique.length
    ? await db
        .select({ id: stores.id, name: stores.name })
        .from(stores)
        .where(and(inArray(stores.id, unique), visibleStore(householdId)))
        .orderBy(asc(stores.name))
    : [];
  if (found.length !== unique.length) throw notFound('Store not found');
  await db.transaction(async (tx) => {
    await tx
      .delete(groceryStoreAssignments)
      .where(and(eq(groceryStoreAssignments.householdId, householdId), eq(groceryStoreAssignments.nameKey, row.nameKey)));
    if (found.length) {
      await tx
        .insert(groceryStoreAssignments)
        .values(found.map((store) => ({ householdId, nameKey: row.nameKey, storeId: store.id })));
    }
  });
  return found;
}

/** Hides or unhides every pantry item (pantry list, Pantry category or added as pantry item). */
export async function setPantryHidden(db: Db, householdId: string, isHidden: boolean): Promise<number> {
  const pantryNames = db.select({ nameKey: pantryItems.nameKey }).from(pantryItems).where(eq(pantryItems.householdId, householdId));
  const updated = await db
    .update(groceryItems)
    .set({ isHidden, updatedAt: new Date() })
    .where(
      and(
        eq(groceryItems.householdId, householdId),
        or(eq(groceryItems.isPantryItem, true), eq(groceryItems.category, PANTRY), inArray(groceryItems.nameKey, pantryNames)),
      ),
    )
    .returning({ id: groceryItems.id });
  return updated.length;
}

const MAX_SUGGESTIONS = 8;
const FREQUENT_MIN_TIMES = 2;

/**
 * Names the household added at least twice and has not on the list now, most frequent first; then
 * ingredients of recipes planned for this week or later that are missing from the list.
 */
export async function suggestions(db: Db, householdId: string, today: string): Promise<GrocerySuggestion[]> {
  const onList = new Set(
    (await db.select({ nameKey: groceryItems.nameKey }).from(groceryItems).where(eq(groceryItems.householdId, householdId))).map(
      (row) => row.nameKey,
    ),
  );
  const result: GrocerySuggestion[] = [];
  const seen = new Set<string>();
  const push = (suggestion: GrocerySuggestion): void => {
    const key = nameKey(suggestion.name);
    if (onList.has(key) || seen.has(key) || result.length >= MAX_SUGGESTIONS) return;
    seen.add(key);
    result.push(suggestion);
  };

  const frequent = await db
    .select()
    .from(groceryHistory)
    .where(and(eq(groceryHistory.householdId, householdId), gte(groceryHistory.timesAdded, FREQUENT_MIN_TIMES)))
    .orderBy(desc(groceryHistory.timesAdded), desc(groceryHistory.lastAddedAt))
    .limit(MAX_SUGGESTIONS * 3);
  for (const row of frequent) {
    push({
      name: row.name,
      category: row.category,
      quantity: row.quantity,
      unit: row.unit,
      reason: 'frequent',
      detail: `Added ${row.timesAdded} times`,
    });
  }

  // A planned week starts on a Monday at most 6 days before today.
  const weekFloor = new Date(`${today}T00:00:00Z`);
  weekFloor.setUTCDate(weekFloor.getUTCDate() - 6);
  const planned = await db
    .select({ recipeName: recipes.name, ingredients: recipes.ingredients })
    .from(weeklyPlans)
    .innerJoin(profiles, eq(profiles.id, weeklyPlans.profileId))
    .innerJoin(recipes, eq(recipes.id, weeklyPlans.recipeId))
    .where(and(eq(profiles.userId, householdId), gte(weeklyPlans.weekStartDate, weekFloor.toISOString().slice(0, 10))))
    .orderBy(asc(weeklyPlans.weekStartDate), asc(weeklyPlans.createdAt));
  for (const recipe of planned) {
    for (const ingredient of recipe.ingredients) {
      if (!ingredient.name?.trim()) continue;
      push({
        name: ingredient.name.trim(),
        category: categorize(ingredient.name),
        quantity: ingredient.quantity > 0 ? ingredient.quantity : 1,
        unit: ingredient.unit ?? '',
        reason: 'planned',
        detail: recipe.recipeName,
      });
    }
  }
  return result;
}
