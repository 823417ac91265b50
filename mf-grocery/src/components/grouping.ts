import { type Store } from 'shared-api/stores';
import { GROCERY_CATEGORIES, UNCATEGORIZED, type GroceryCategory, type GroceryItem } from 'shared-api/grocery';
import { ingredientKey, shoppingAmount, type ShoppingAmount, type UnitSystem } from 'shared-api/household';

export type GroupMode = 'category' | 'store';

/** Items of one ingredient name, shown as one row with the number of recipes and what to buy. */
export interface ItemGroup {
  key: string;
  name: string;
  category: string;
  items: GroceryItem[];
  /** What to buy in the household's unit system, and the exact need when it rounds up. */
  amount: ShoppingAmount;
  checked: boolean;
  hidden: boolean;
  stores: Store[];
}

/** A card of the list: a category or a store, with its item groups. */
export interface GroupCard {
  title: string;
  /** The store of a store card (not Unassigned): its aisle order sorts the groups. */
  storeId?: string;
  groups: ItemGroup[];
}

export const UNASSIGNED = 'Unassigned';

/** The default aisle order (GROCERY_CATEGORIES) with Uncategorized last. */
const DEFAULT_ORDER: readonly GroceryCategory[] = GROCERY_CATEGORIES;

/**
 * Every category in a store's aisle order: the saved ones first as saved, then the others in the
 * default order (a category added after the store was ordered still shows).
 */
export function aisleOrder(saved: readonly GroceryCategory[] = []): GroceryCategory[] {
  return [...saved, ...DEFAULT_ORDER.filter((category) => !saved.includes(category))];
}

/** The order with one category moved `by` places (−1 up, +1 down); unchanged at either end. */
export function moveCategory(order: readonly GroceryCategory[], category: GroceryCategory, by: -1 | 1): GroceryCategory[] {
  const from = order.indexOf(category);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, category);
  return next;
}

/** Rank of a category in an order; unknown categories go before Uncategorized. */
function rankIn(order: readonly string[]): (category: string) => number {
  const ranks = new Map(order.map((category, index) => [category, index]));
  return (category) => (category === UNCATEGORIZED ? order.length + 1 : (ranks.get(category) ?? order.length));
}

const defaultRank = rankIn(DEFAULT_ORDER);

export function groupByName(items: readonly GroceryItem[], system: UnitSystem): ItemGroup[] {
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
      amount: shoppingAmount(members, system, first.name),
      checked: members.every((item) => item.is_checked),
      hidden: members.every((item) => item.is_hidden),
      stores: first.store,
    };
  });
}

export interface CardOptions {
  system: UnitSystem;
  /** Saved aisle orders by store id (store mode). */
  aisles?: ReadonlyMap<string, readonly GroceryCategory[]>;
}

/**
 * Category cards in the default aisle order, or store cards by name with Unassigned last, each
 * store's items in that store's aisle order (items of one category keep their list order).
 */
export function groupCards(items: readonly GroceryItem[], mode: GroupMode, { system, aisles }: CardOptions): GroupCard[] {
  const cards = new Map<string, GroupCard>();
  const add = (title: string, group: ItemGroup, storeId?: string) => {
    const card = cards.get(title) ?? { title, ...(storeId ? { storeId } : {}), groups: [] };
    card.groups.push(group);
    cards.set(title, card);
  };
  for (const group of groupByName(items, system)) {
    if (mode === 'category') add(group.category, group);
    else if (group.stores.length === 0) add(UNASSIGNED, group);
    else for (const store of group.stores) add(store.name, group, store.id);
  }
  const sorted = [...cards.values()].sort(({ title: a }, { title: b }) => {
    if (mode === 'category') return defaultRank(a) - defaultRank(b) || a.localeCompare(b);
    if (a === UNASSIGNED || b === UNASSIGNED) return a === UNASSIGNED ? 1 : -1;
    return a.localeCompare(b);
  });
  if (mode === 'category') return sorted;
  return sorted.map((card) => {
    const rank = card.storeId ? rankIn(aisleOrder(aisles?.get(card.storeId))) : defaultRank;
    const groups = card.groups
      .map((group, index) => ({ group, index }))
      .sort((a, b) => rank(a.group.category) - rank(b.group.category) || a.index - b.index)
      .map(({ group }) => group);
    return { ...card, groups };
  });
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

/** The cards with their first `limit` rows between them (a card cut in the middle shows its first rows). */
export function firstRows(cards: readonly GroupCard[], limit: number): Array<{ card: GroupCard; groups: readonly ItemGroup[] }> {
  const shown: Array<{ card: GroupCard; groups: readonly ItemGroup[] }> = [];
  let left = limit;
  for (const card of cards) {
    if (left <= 0) break;
    shown.push({ card, groups: card.groups.length <= left ? card.groups : card.groups.slice(0, left) });
    left -= card.groups.length;
  }
  return shown;
}
