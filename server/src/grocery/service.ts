import type { GroceryItem, GrocerySuggestion, Store } from 'shared-api/contract';
import { isUuid } from '../lib/ids';
import { notFound } from '../lib/http-error';
import { categorize, nameKey, PANTRY } from './categories';
import type { GroceryItemRow, GroceryRepository } from './repository';

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

const MAX_SUGGESTIONS = 8;
const FREQUENT_MIN_TIMES = 2;

/** The grocery list's rules over its repository: answer shapes, ownership, categories, suggestions. */
export function createGroceryService(repository: GroceryRepository) {
  /** The answer shape of items: store tags and the pantry flag come from the household's lists. */
  async function presentItems(householdId: string, rows: GroceryItemRow[]): Promise<GroceryItem[]> {
    if (rows.length === 0) return [];
    const [storeMap, pantry] = await Promise.all([repository.storesByName(householdId), repository.pantryNameKeys(householdId)]);
    return rows.map((row) => toItem(row, storeMap.get(row.nameKey) ?? [], pantry.has(row.nameKey)));
  }

  function toItem(row: GroceryItemRow, store: Store[], onPantryList: boolean): GroceryItem {
    return {
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
      is_pantryItem: row.isPantryItem || row.category === PANTRY || onPantryList,
      store,
      created_at: row.createdAt.toISOString(),
      checked_at: row.checkedAt?.toISOString() ?? null,
      hidden_at: row.hiddenAt?.toISOString() ?? null,
      edited_at: row.editedAt?.toISOString() ?? null,
    };
  }

  async function presentItem(householdId: string, row: GroceryItemRow): Promise<GroceryItem> {
    const [item] = await presentItems(householdId, [row]);
    if (!item) throw notFound('Item not found');
    return item;
  }

  return {
    presentItems,
    presentItem,

    async listItems(householdId: string): Promise<GroceryItem[]> {
      const rows = await repository.listItemsWithTags(householdId);
      return rows.map((row) => toItem(row, row.stores, row.onPantryList));
    },

    /** One item of the household, or 404 (also for ids of other households and malformed ids). */
    async requireOwnItem(householdId: string, id: string): Promise<GroceryItemRow> {
      const row = isUuid(id) ? await repository.findOwnItem(householdId, id) : undefined;
      if (!row) throw notFound('Item not found');
      return row;
    },

    /** Inserts items (category from the name) one millisecond apart, so the list keeps the recipe's ingredient order. */
    async insertItems(householdId: string, items: NewItem[]): Promise<GroceryItemRow[]> {
      const start = Date.now();
      // A category the household picked for a name wins over the keyword map.
      const overrides = await repository.categoryOverrides(householdId, [...new Set(items.map((item) => nameKey(item.name)))]);
      return repository.insertItems(
        householdId,
        items.map((item, index) => ({
          createdAt: new Date(start + index),
          ...(item.id ? { id: item.id } : {}),
          householdId,
          profileId: item.profileId ?? null,
          name: item.name,
          nameKey: nameKey(item.name),
          category: overrides.get(nameKey(item.name)) ?? categorize(item.name),
          quantity: item.quantity,
          unit: item.unit,
          note: item.note,
          recipeId: item.recipeId ?? null,
          recipeName: item.recipeName ?? null,
          weekStartDate: item.weekStartDate ?? null,
          weekNumber: item.weekNumber ?? null,
          isManual: item.isManual ?? false,
          isPantryItem: item.isPantryItem ?? false,
        })),
      );
    },

    /** The recipe's name when it is one of the household's recipes. */
    async householdRecipeName(householdId: string, recipeId: string): Promise<string | null> {
      return isUuid(recipeId) ? repository.householdRecipeName(householdId, recipeId) : null;
    },

    /** Replaces the stores of every item named like `row`; unknown or foreign store ids are 404. */
    async setStoresForName(householdId: string, row: GroceryItemRow, storeIds: string[]): Promise<Store[]> {
      const unique = [...new Set(storeIds)];
      if (unique.some((id) => !isUuid(id))) throw notFound('Store not found');
      const found = await repository.visibleStores(householdId, unique);
      if (found.length !== unique.length) throw notFound('Store not found');
      await repository.replaceStoresForName(householdId, row.nameKey, found.map((store) => store.id));
      return found;
    },

    /**
     * Names the household added at least twice and has not on the list now, most frequent first; then
     * ingredients of recipes planned for this week or later that are missing from the list.
     */
    async suggestions(householdId: string, today: string): Promise<GrocerySuggestion[]> {
      const onList = await repository.nameKeysOnList(householdId);
      const result: GrocerySuggestion[] = [];
      const seen = new Set<string>();
      const push = (suggestion: GrocerySuggestion): void => {
        const key = nameKey(suggestion.name);
        if (onList.has(key) || seen.has(key) || result.length >= MAX_SUGGESTIONS) return;
        seen.add(key);
        result.push(suggestion);
      };

      for (const row of await repository.frequentNames(householdId, FREQUENT_MIN_TIMES, MAX_SUGGESTIONS * 3)) {
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
      for (const recipe of await repository.plannedRecipes(householdId, weekFloor.toISOString().slice(0, 10))) {
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
    },
  };
}

export type GroceryService = ReturnType<typeof createGroceryService>;
