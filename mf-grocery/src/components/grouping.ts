import { formatAmounts, GROCERY_CATEGORIES, ingredientKey, sumAmounts, UNCATEGORIZED, type GroceryItem, type Store } from 'shared-api';

export type GroupMode = 'category' | 'store';

/** Items of one ingredient name, shown as one row with a count and a converted total. */
export interface ItemGroup {
  key: string;
  name: string;
  category: string;
  items: GroceryItem[];
  total: string;
  checked: boolean;
  hidden: boolean;
  stores: Store[];
}

/** A card of the list: a category or a store, with its item groups. */
export interface GroupCard {
  title: string;
  groups: ItemGroup[];
}

export const UNASSIGNED = 'Unassigned';

/** Aisle order (GROCERY_CATEGORIES); unknown categories go before Uncategorized. */
const CATEGORY_ORDER: readonly string[] = GROCERY_CATEGORIES.filter((category) => category !== UNCATEGORIZED);

function categoryRank(title: string): number {
  if (title === UNCATEGORIZED) return Number.MAX_SAFE_INTEGER;
  const index = CATEGORY_ORDER.indexOf(title);
  return index < 0 ? CATEGORY_ORDER.length : index;
}

export function groupByName(items: readonly GroceryItem[]): ItemGroup[] {
  const byKey = new Map<string, GroceryItem[]>();
  for (const item of items) {
    const key = ingredientKey(item.name);
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  return [...byKey.entries()].map(([key, members]) => {
    const first = members[0] as GroceryItem;
    return {
      key,
      name: first.name,
      category: first.category || UNCATEGORIZED,
      items: members,
      total: formatAmounts(sumAmounts(members)),
      checked: members.every((item) => item.is_checked),
      hidden: members.every((item) => item.is_hidden),
      stores: first.store,
    };
  });
}

/** Category cards in aisle order, or store cards by name with Unassigned last. */
export function groupCards(items: readonly GroceryItem[], mode: GroupMode): GroupCard[] {
  const cards = new Map<string, ItemGroup[]>();
  const add = (title: string, group: ItemGroup) => cards.set(title, [...(cards.get(title) ?? []), group]);
  for (const group of groupByName(items)) {
    if (mode === 'category') add(group.category, group);
    else if (group.stores.length === 0) add(UNASSIGNED, group);
    else for (const store of group.stores) add(store.name, group);
  }
  const sorted = [...cards.entries()].sort(([a], [b]) => {
    if (mode === 'category') return categoryRank(a) - categoryRank(b) || a.localeCompare(b);
    if (a === UNASSIGNED || b === UNASSIGNED) return a === UNASSIGNED ? 1 : -1;
    return a.localeCompare(b);
  });
  return sorted.map(([title, groups]) => ({ title, groups }));
}

export interface ListFilter {
  search: string;
  showHidden: boolean;
  recipeId: string | null;
}

export function filterItems(items: readonly GroceryItem[], filter: ListFilter): GroceryItem[] {
  const search = filter.search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (filter.showHidden || !item.is_hidden) &&
      (!search || item.name.toLowerCase().includes(search)) &&
      (!filter.recipeId || item.recipe_id === filter.recipeId),
  );
}

/** Which groups a card holds, by key: kept while a store picker is open so rows do not jump away. */
export interface CardLayout {
  title: string;
  keys: string[];
}

export const layoutOf = (cards: readonly GroupCard[]): CardLayout[] =>
  cards.map((card) => ({ title: card.title, keys: card.groups.map((group) => group.key) }));

/** Current groups placed as in `layout`; groups that appeared since go to the cards they belong to. */
export function applyLayout(layout: readonly CardLayout[], cards: readonly GroupCard[]): GroupCard[] {
  const byKey = new Map(cards.flatMap((card) => card.groups.map((group) => [group.key, group] as const)));
  const placed = new Set(layout.flatMap((card) => card.keys));
  const kept = layout.map((card) => ({
    title: card.title,
    groups: card.keys.flatMap((key) => byKey.get(key) ?? []),
  }));
  for (const card of cards) {
    const fresh = card.groups.filter((group) => !placed.has(group.key));
    if (fresh.length === 0) continue;
    const target = kept.find((existing) => existing.title === card.title);
    if (target) target.groups.push(...fresh);
    else kept.push({ title: card.title, groups: fresh });
  }
  return kept.filter((card) => card.groups.length > 0);
}
