import { dehydrate, hydrate, onlineManager, useIsMutating, type DehydratedState, type Mutation, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, request } from 'shared-api/core';
import { health } from '../health/contract';
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
 * when the connection returns. Variables are plain data; the cache is patched at once. Changes run
 * one at a time in the order they were made (one mutation scope), and each carries the base the
 * server's merge rule needs (the field's change time this browser last saw), read from the cached
 * list when it is first sent: an answer patches the new time in, so the next queued change builds on
 * it. A change sent again (its page closed before the answer) keeps the base it went out with, so it
 * cannot overrule what another shopper did since.
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

/**
 * One kind of list change: its mutation key, the call it sends (given the cached list, for the
 * base), how it patches the cached list at once and how the server's answer is patched in.
 */
export interface ListChange<V, A = unknown> {
  key: readonly unknown[];
  /** The base the server's merge rule needs, from the cached list; undefined without a list (the write then always applies). */
  base?: (variables: V, items: GroceryListItem[] | undefined) => string | null | undefined;
  send: (variables: V, base: string | null | undefined) => Promise<A>;
  patch: (items: GroceryListItem[], variables: V) => GroceryListItem[];
  settle?: (items: GroceryListItem[], variables: V, answer: A) => GroceryListItem[];
}

const sameName = (name: string) => {
  const key = ingredientKey(name);
  return (item: GroceryListItem) => ingredientKey(item.name) === key;
};

type ChangeTime = 'checked_at' | 'hidden_at';

/** The latest change time of a per-name field on the cached list; undefined without a list (the write then always applies). */
function nameBase(items: GroceryListItem[] | undefined, name: string, field: ChangeTime): string | null | undefined {
  if (!items) return undefined;
  const times = items.filter(sameName(name)).map((item) => item[field]);
  return times.reduce<string | null>((latest, time) => (time && (!latest || time > latest) ? time : latest), null);
}

/** Patches a per-name field as the server says it stands (a stale change comes back as the standing value). */
const patchName = (items: GroceryListItem[], name: string, fields: Partial<GroceryListItem>) =>
  items.map((item) => (sameName(name)(item) ? { ...item, ...fields } : item));

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
              checked_at: null,
              hidden_at: null,
              edited_at: null,
            },
          ],
  } satisfies ListChange<ManualItemInput>,
  check: {
    key: groceryKeys.change('check'),
    base: (v, items) => nameBase(items, v.name, 'checked_at'),
    send: (v, base) => request(checkGroceryItem, { params: { id: v.id }, body: { is_checked: v.value, base } }),
    patch: (items, v) => patchName(items, v.name, { is_checked: v.value }),
    settle: (items, v, { is_checked, checked_at }) => patchName(items, v.name, { is_checked, checked_at }),
  } satisfies ListChange<ItemFlagInput, { is_checked: boolean; checked_at: string | null }>,
  hide: {
    key: groceryKeys.change('hide'),
    base: (v, items) => nameBase(items, v.name, 'hidden_at'),
    send: (v, base) => request(hideGroceryItem, { params: { id: v.id }, body: { is_hidden: v.value, base } }),
    patch: (items, v) => patchName(items, v.name, { is_hidden: v.value }),
    settle: (items, v, { is_hidden, hidden_at }) => patchName(items, v.name, { is_hidden, hidden_at }),
  } satisfies ListChange<ItemFlagInput, { is_hidden: boolean; hidden_at: string | null }>,
  hidePantry: {
    key: groceryKeys.change('hidePantry'),
    send: (v) => request(hidePantryItems, { body: { is_hidden: v.value } }),
    patch: (items, v) => items.map((item) => (item.is_pantryItem ? { ...item, is_hidden: v.value } : item)),
  } satisfies ListChange<{ value: boolean }>,
  edit: {
    key: groceryKeys.change('edit'),
    base: (v, items) => items?.find((item) => item.id === v.id)?.edited_at,
    send: (v, base) => request(updateGroceryItem, { params: { id: v.id }, body: { quantity: v.quantity, unit: v.unit, note: v.note, base } }),
    patch: (items, v) =>
      items.map((item) => (item.id === v.id ? { ...item, quantity: v.quantity, unit: v.unit, note: v.note ?? item.note } : item)),
    // The item as it stands: ours, or a newer edit that won.
    settle: (items, _v, answer) => items.map((item) => (item.id === answer.id ? answer : item)),
  } satisfies ListChange<ItemEditInput, GroceryListItem>,
  remove: {
    key: groceryKeys.change('remove'),
    send: (v) => request(deleteGroceryItem, { params: { id: v.id } }),
    patch: (items, v) => items.filter((item) => item.id !== v.id),
  } satisfies ListChange<{ id: string }>,
  stores: {
    key: groceryKeys.change('stores'),
    send: (v) => request(setGroceryItemStores, { params: { id: v.id }, body: { stores: v.stores.map((store) => store.id) } }),
    patch: (items, v) => patchName(items, v.name, { store: v.stores }),
  } satisfies ListChange<ItemStoresInput>,
};

/**
 * A call that never reached the API: no connection, a connection that only looks alive (a shop's
 * weak signal, where the browser still says online), or no API behind the address (502–504).
 */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || (error.status >= 502 && error.status <= 504));
}

/** How often the grocery page asks whether the API answers again after a call found it unreachable. */
export const RECONNECT_PROBE_MS = 5000;

/** List changes share one scope: they reach the server one at a time, in the order they were made. */
const LIST_CHANGES_SCOPE = 'grocery-list-changes';

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
export function listChangeOptions<V, A>(queryClient: QueryClient, change: ListChange<V, A>): MutationOptions<A, Error, V> {
  return {
    mutationKey: change.key,
    scope: { id: LIST_CHANGES_SCOPE },
    mutationFn: async (variables) => {
      try {
        return await change.send(variables, firstBase(queryClient, change, variables));
      } catch (error) {
        // Offline, whatever the browser says: this change and those after it wait (and are kept in
        // the outbox) until a call gets through again, instead of failing and being lost.
        if (unreachable(error)) onlineManager.setOnline(false);
        throw error;
      }
    },
    retry: (_failures, error) => unreachable(error),
    retryDelay: 0,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: groceryKeys.items() });
      queryClient.setQueryData<GroceryListItem[]>(groceryKeys.items(), (items) => items && change.patch(items, variables));
    },
    onSuccess: (answer, variables) => {
      const { settle } = change;
      if (settle) queryClient.setQueryData<GroceryListItem[]>(groceryKeys.items(), (items) => items && settle(items, variables, answer));
    },
    onSettled: () => {
      // This change is still counted while its onSettled runs.
      if (queryClient.isMutating({ mutationKey: groceryKeys.changes() }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: groceryKeys.all });
      }
    },
  };
}

/** The base each change's first attempt sent, by its variables; kept in the outbox with them. */
const sentBases = new WeakMap<object, string | null>();
interface SentBase {
  sentBase?: string | null;
}

/** The base a change's first attempt read (restored from the outbox after a reload), else the cached list's, kept from now on. */
function firstBase<V, A>(queryClient: QueryClient, change: ListChange<V, A>, variables: V): string | null | undefined {
  const key = variables as object;
  const restored = (variables as SentBase).sentBase;
  if (restored !== undefined) return restored;
  if (sentBases.has(key)) return sentBases.get(key);
  const base = change.base?.(variables, queryClient.getQueryData<GroceryListItem[]>(groceryKeys.items()));
  if (base === undefined) return undefined;
  sentBases.set(key, base);
  // Saved before the call goes out: the page may close while it is on its way.
  writeOutbox(queryClient);
  return base;
}

const registered = new WeakSet<QueryClient>();

/** Mutation defaults for every list change, so restored changes can run; idempotent per QueryClient. */
export function registerGroceryChanges(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  for (const change of Object.values(groceryChanges) as Array<ListChange<unknown, unknown>>) {
    queryClient.setMutationDefaults(change.key, listChangeOptions(queryClient, change));
  }
}

export const GROCERY_OUTBOX_KEY = 'groceryOutbox';

/** A stored change, named by the page that wrote it and its number there. */
type StoredChange = DehydratedState['mutations'][number] & { id: string };
interface StoredOutbox {
  mutations: StoredChange[];
}

function readOutbox(): StoredChange[] {
  try {
    const raw = window.localStorage.getItem(GROCERY_OUTBOX_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<StoredOutbox>) : null;
    return Array.isArray(stored?.mutations) ? stored.mutations : [];
  } catch {
    return [];
  }
}

const [, CHANGE] = groceryKeys.changes();
const isWaitingChange = (mutation: Mutation) =>
  mutation.state.status === 'pending' && mutation.options.mutationKey?.[1] === CHANGE;

/**
 * Each page's own name, and the stored changes it took over when it opened: what it writes replaces
 * those and its own, and keeps every other tab's.
 */
const pages = new WeakMap<QueryClient, { id: string; adopted: Set<string> }>();
function pageOf(queryClient: QueryClient) {
  let page = pages.get(queryClient);
  if (!page) {
    page = { id: crypto.randomUUID(), adopted: new Set() };
    pages.set(queryClient, page);
  }
  return page;
}

/**
 * Every change not yet answered, the one on its way included: the page may close before its answer
 * (a reload, a weak signal that hangs), and it may never have arrived. Sending a change twice is
 * harmless: checks and edits carry the base their first attempt sent, a manual item its own id, and
 * a delete of an item already gone is no error. Each is kept as paused, so the next page sends it on
 * resuming. Other tabs' changes stay stored beside this page's.
 */
function writeOutbox(queryClient: QueryClient): void {
  const page = pageOf(queryClient);
  const own = `${page.id}:`;
  // The changes dehydrate keeps, collected as it goes, pair up with what it gives by position.
  const waiting: Mutation[] = [];
  const keep = (mutation: Mutation): boolean => isWaitingChange(mutation) && waiting.push(mutation) > 0;
  const { mutations } = dehydrate(queryClient, { shouldDehydrateQuery: () => false, shouldDehydrateMutation: keep });
  const mine = mutations.map((mutation, index): StoredChange => {
    const { variables } = mutation.state;
    const sent = variables !== null && typeof variables === 'object' && sentBases.has(variables) ? { ...variables, sentBase: sentBases.get(variables) } : variables;
    return { ...mutation, id: `${own}${waiting[index]?.mutationId}`, state: { ...mutation.state, variables: sent, isPaused: true } };
  });
  const stored = readOutbox();
  const others = stored.filter((change) => !change.id?.startsWith(own) && !page.adopted.has(change.id));
  // Nothing of this page's waits or was ever stored: leave another tab's outbox as it is.
  if (others.length === stored.length && !mine.length) return;
  try {
    const all = [...others, ...mine];
    if (all.length) window.localStorage.setItem(GROCERY_OUTBOX_KEY, JSON.stringify({ mutations: all } satisfies StoredOutbox));
    else window.localStorage.removeItem(GROCERY_OUTBOX_KEY);
  } catch {
    // Storage full or blocked: the change still goes out while this page stays open.
  }
}

const outboxRestored = new WeakSet<QueryClient>();

/**
 * Keeps list changes in localStorage until the server has answered them, restores them after a
 * reload and sends them when the connection returns (the list they apply to is kept as an offline
 * copy, see useGroceryItems). A change leaves the outbox with its answer, so a connection that
 * flaps or a second reload sends nothing again.
 */
export function useGroceryOutbox(queryClient: QueryClient): void {
  useEffect(() => {
    registerGroceryChanges(queryClient);
    if (!outboxRestored.has(queryClient)) {
      outboxRestored.add(queryClient);
      // Every stored change is taken over, a tab still open's too: it may send it as well, which
      // is harmless, and a closed tab's changes are sent by whichever page opens next.
      const saved = readOutbox();
      if (saved.length) {
        saved.forEach((change) => pageOf(queryClient).adopted.add(change.id));
        hydrate(queryClient, { queries: [], mutations: saved });
        void queryClient.resumePausedMutations();
      }
    }
    // Only a change added, removed or moved on changes what is kept; a row's hook drawn again
    // (observer notices, one per row on a long list) does not.
    const stopOutbox = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') writeOutbox(queryClient);
    });
    return stopOutbox;
  }, [queryClient]);
  useReconnectProbe();
}

/**
 * While the app counts itself offline although the browser says online (a call found the API
 * unreachable), asks the API's health every few seconds: the first answer puts the app back online,
 * which sends the waiting changes. A browser that knows it is offline says so itself when it is back.
 */
function useReconnectProbe(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const probe = () =>
      request(health).then(
        () => onlineManager.setOnline(true),
        () => undefined,
      );
    const follow = (online: boolean) => {
      clearInterval(timer);
      timer = !online && navigator.onLine ? setInterval(probe, RECONNECT_PROBE_MS) : undefined;
    };
    follow(onlineManager.isOnline());
    const stop = onlineManager.subscribe(follow);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, []);
}

/** Whether the browser is online (as the outbox sees it) and how many list changes wait to be sent. */
export function useOfflineStatus(): { online: boolean; pending: number } {
  const online = useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
  );
  const pending = useIsMutating({ mutationKey: groceryKeys.changes() });
  return { online, pending };
}
