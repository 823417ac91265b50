import { dehydrate, hydrate, type DehydratedState, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../client';
import { ingredientKey } from '../units';
import {
  addManualGroceryItem,
  checkGroceryItem,
  deleteGroceryItem,
  hideGroceryItem,
  hidePantryItems,
  setGroceryItemStores,
  updateGroceryItem,
  type GroceryListItem,
} from './contract';
import type { Store } from '../stores/contract';
import { groceryKeys } from './keys';
import { UNCATEGORIZED } from './rules';

/*
 * List changes made in the store may happen offline. Each is a mutation with a key and defaults
 * registered on the QueryClient, so a paused one can be saved, restored after a reload and resumed
 * when the connection returns. Variables are plain data; the cache is patched at once.
 */

export interface ManualItemInput {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  note: string;
  isPantryItem?: boolean;
}
export interface ItemFlagInput {
  id: string;
  name: string;
  value: boolean;
}
export interface ItemEditInput {
  id: string;
  quantity: number;
  unit: string;
  note?: string;
}
export interface ItemStoresInput {
  id: string;
  name: string;
  stores: Store[];
}

/** One kind of list change: its mutation key, the call it sends and how it patches the cached list at once. */
export interface ListChange<V> {
  key: readonly unknown[];
  send: (variables: V) => Promise<unknown>;
  patch: (items: GroceryListItem[], variables: V) => GroceryListItem[];
}

const sameName = (name: string) => {
  const key = ingredientKey(name);
  return (item: GroceryListItem) => ingredientKey(item.name) === key;
};

/** Every list change that may wait offline; the hooks in queries.ts use these objects directly. */
export const groceryChanges = {
  add: {
    key: groceryKeys.change('add'),
    send: (v) => request(addManualGroceryItem, { body: v }),
    patch: (items, v) =>
      items.some((item) => item.id === v.id)
        ? items
        : [
            ...items,
            {
              id: v.id,
              name: v.name,
              category: UNCATEGORIZED,
              quantity: v.quantity,
              unit: v.unit,
              note: v.note,
              recipe: null,
              recipe_id: null,
              is_checked: false,
              is_hidden: false,
              is_manual: true,
              is_pantryItem: v.isPantryItem ?? false,
              store: items.find(sameName(v.name))?.store ?? [],
              created_at: new Date().toISOString(),
            },
          ],
  } satisfies ListChange<ManualItemInput>,
  check: {
    key: groceryKeys.change('check'),
    send: (v) => request(checkGroceryItem, { params: { id: v.id }, body: { is_checked: v.value } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, is_checked: v.value } : item)),
  } satisfies ListChange<ItemFlagInput>,
  hide: {
    key: groceryKeys.change('hide'),
    send: (v) => request(hideGroceryItem, { params: { id: v.id }, body: { is_hidden: v.value } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, is_hidden: v.value } : item)),
  } satisfies ListChange<ItemFlagInput>,
  hidePantry: {
    key: groceryKeys.change('hidePantry'),
    send: (v) => request(hidePantryItems, { body: { is_hidden: v.value } }),
    patch: (items, v) => items.map((item) => (item.is_pantryItem ? { ...item, is_hidden: v.value } : item)),
  } satisfies ListChange<{ value: boolean }>,
  edit: {
    key: groceryKeys.change('edit'),
    send: (v) => request(updateGroceryItem, { params: { id: v.id }, body: { quantity: v.quantity, unit: v.unit, note: v.note } }),
    patch: (items, v) =>
      items.map((item) => (item.id === v.id ? { ...item, quantity: v.quantity, unit: v.unit, note: v.note ?? item.note } : item)),
  } satisfies ListChange<ItemEditInput>,
  remove: {
    key: groceryKeys.change('remove'),
    send: (v) => request(deleteGroceryItem, { params: { id: v.id } }),
    patch: (items, v) => items.filter((item) => item.id !== v.id),
  } satisfies ListChange<{ id: string }>,
  stores: {
    key: groceryKeys.change('stores'),
    send: (v) => request(setGroceryItemStores, { params: { id: v.id }, body: { stores: v.stores.map((store) => store.id) } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, store: v.stores } : item)),
  } satisfies ListChange<ItemStoresInput>,
};

/** True while any list change is pending: a refetch then would show the list without it. */
function changesPending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: groceryKeys.changes() }) > 0;
}

/** Refetch the household's list, unless our own pending changes will do it when they settle. */
export function refreshGroceryList(queryClient: QueryClient): void {
  if (changesPending(queryClient)) return;
  void queryClient.invalidateQueries({ queryKey: groceryKeys.all });
}

/**
 * The mutation options of a list change: send it, patch the cached list at once, refetch once the
 * last pending change settles. The hooks use them, and they are registered as the defaults of the
 * change's key so a change restored from the outbox (no hook mounted) runs the same way.
 */
export function listChangeOptions<V>(queryClient: QueryClient, change: ListChange<V>): MutationOptions<unknown, Error, V> {
  return {
    mutationKey: change.key,
    mutationFn: (variables) => change.send(variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: groceryKeys.items() });
      queryClient.setQueryData<GroceryListItem[]>(groceryKeys.items(), (items) => items && change.patch(items, variables));
    },
    onSettled: () => {
      // This change is still counted while its onSettled runs.
      if (queryClient.isMutating({ mutationKey: groceryKeys.changes() }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: groceryKeys.all });
      }
    },
  };
}

const registered = new WeakSet<QueryClient>();

/** Mutation defaults for every list change, so restored changes can run; idempotent per QueryClient. */
export function registerGroceryChanges(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  for (const change of Object.values(groceryChanges) as Array<ListChange<unknown>>) {
    queryClient.setMutationDefaults(change.key, listChangeOptions(queryClient, change));
  }
}

export const GROCERY_OUTBOX_KEY = 'groceryOutbox';

function readOutbox(): DehydratedState | null {
  try {
    const raw = window.localStorage.getItem(GROCERY_OUTBOX_KEY);
    return raw ? (JSON.parse(raw) as DehydratedState) : null;
  } catch {
    return null;
  }
}

const [, CHANGE] = groceryKeys.changes();

function writeOutbox(queryClient: QueryClient): void {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) => mutation.state.isPaused && mutation.options.mutationKey?.[1] === CHANGE,
  });
  try {
    if (state.mutations.length) window.localStorage.setItem(GROCERY_OUTBOX_KEY, JSON.stringify(state));
    else window.localStorage.removeItem(GROCERY_OUTBOX_KEY);
  } catch {
    // Storage full or blocked: the change still goes out while this page stays open.
  }
}

const outboxRestored = new WeakSet<QueryClient>();

/**
 * Keeps changes made offline in localStorage until they are sent, restores them after a reload and
 * sends them when the connection returns. Each is sent once: a restored change leaves the outbox
 * as soon as it runs, and manual items carry their own id so a repeat cannot duplicate them.
 */
export function useGroceryOutbox(queryClient: QueryClient): void {
  useEffect(() => {
    registerGroceryChanges(queryClient);
    if (!outboxRestored.has(queryClient)) {
      outboxRestored.add(queryClient);
      const saved = readOutbox();
      if (saved) {
        hydrate(queryClient, saved);
        void queryClient.resumePausedMutations();
      }
    }
    const unsubscribe = queryClient.getMutationCache().subscribe(() => writeOutbox(queryClient));
    return unsubscribe;
  }, [queryClient]);
}
