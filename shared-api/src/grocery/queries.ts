import {
  dehydrate,
  hydrate,
  onlineManager,
  useMutation,
  useQuery,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBaseUrl, request } from '../client';
import {
  addManualGroceryItem,
  addPantryItem,
  checkGroceryItem,
  deleteGroceryItem,
  deletePantryItem,
  GROCERY_CHANGED_EVENT,
  groceryEvents,
  hideGroceryItem,
  hidePantryItems,
  listGroceryItems,
  listGroceryRecipes,
  listGrocerySuggestions,
  listPantryItems,
  setGroceryItemStores,
  updateGroceryItem,
  type GroceryItem,
  type Store,
} from '../contract';
import { useSession } from '../session-store';
import { ingredientKey } from '../units';

export const groceryKeys = {
  all: ['grocery'] as const,
  items: () => [...groceryKeys.all, 'items'] as const,
  recipes: () => [...groceryKeys.all, 'recipes'] as const,
  pantry: () => [...groceryKeys.all, 'pantry'] as const,
  suggestions: () => [...groceryKeys.all, 'suggestions'] as const,
};

export function useGroceryItems() {
  return useQuery({ queryKey: groceryKeys.items(), queryFn: ({ signal }) => request(listGroceryItems, { signal }) });
}

export function useGroceryRecipes() {
  return useQuery({ queryKey: groceryKeys.recipes(), queryFn: ({ signal }) => request(listGroceryRecipes, { signal }) });
}

export function usePantryItems() {
  return useQuery({ queryKey: groceryKeys.pantry(), queryFn: ({ signal }) => request(listPantryItems, { signal }) });
}

export function useGrocerySuggestions() {
  return useQuery({ queryKey: groceryKeys.suggestions(), queryFn: ({ signal }) => request(listGrocerySuggestions, { signal }) });
}

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

type Patch<V> = (items: GroceryItem[], variables: V) => GroceryItem[];

interface ListChange<V> {
  send: (variables: V) => Promise<unknown>;
  patch: Patch<V>;
}

const sameName = (name: string) => {
  const key = ingredientKey(name);
  return (item: GroceryItem) => ingredientKey(item.name) === key;
};

const listChanges = {
  add: {
    send: (v: ManualItemInput) => request(addManualGroceryItem, { body: v }),
    patch: (items, v) =>
      items.some((item) => item.id === v.id)
        ? items
        : [
            ...items,
            {
              id: v.id,
              name: v.name,
              category: 'Uncategorized',
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
    send: (v: ItemFlagInput) => request(checkGroceryItem, { params: { id: v.id }, body: { is_checked: v.value } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, is_checked: v.value } : item)),
  } satisfies ListChange<ItemFlagInput>,
  hide: {
    send: (v: ItemFlagInput) => request(hideGroceryItem, { params: { id: v.id }, body: { is_hidden: v.value } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, is_hidden: v.value } : item)),
  } satisfies ListChange<ItemFlagInput>,
  hidePantry: {
    send: (v: { value: boolean }) => request(hidePantryItems, { body: { is_hidden: v.value } }),
    patch: (items, v) => items.map((item) => (item.is_pantryItem ? { ...item, is_hidden: v.value } : item)),
  } satisfies ListChange<{ value: boolean }>,
  edit: {
    send: (v: ItemEditInput) =>
      request(updateGroceryItem, { params: { id: v.id }, body: { quantity: v.quantity, unit: v.unit, note: v.note } }),
    patch: (items, v) =>
      items.map((item) =>
        item.id === v.id ? { ...item, quantity: v.quantity, unit: v.unit, note: v.note ?? item.note } : item,
      ),
  } satisfies ListChange<ItemEditInput>,
  remove: {
    send: (v: { id: string }) => request(deleteGroceryItem, { params: { id: v.id } }),
    patch: (items, v) => items.filter((item) => item.id !== v.id),
  } satisfies ListChange<{ id: string }>,
  stores: {
    send: (v: ItemStoresInput) =>
      request(setGroceryItemStores, { params: { id: v.id }, body: { stores: v.stores.map((store) => store.id) } }),
    patch: (items, v) => items.map((item) => (sameName(v.name)(item) ? { ...item, store: v.stores } : item)),
  } satisfies ListChange<ItemStoresInput>,
};

export type GroceryChangeName = keyof typeof listChanges;
type VariablesOf<N extends GroceryChangeName> = Parameters<(typeof listChanges)[N]['send']>[0];

const changeKey = (name: GroceryChangeName) => [...groceryKeys.all, 'change', name] as const;
const CHANGE_KEY_PREFIX = [...groceryKeys.all, 'change'] as const;

/** True while any list change is pending: a refetch then would show the list without it. */
function changesPending(queryClient: QueryClient): boolean {
  return queryClient.isMutating({ mutationKey: CHANGE_KEY_PREFIX }) > 0;
}

/** Refetch the household's list, unless our own pending changes will do it when they settle. */
export function refreshGroceryList(queryClient: QueryClient): void {
  if (changesPending(queryClient)) return;
  void queryClient.invalidateQueries({ queryKey: groceryKeys.all });
}

const registered = new WeakSet<QueryClient>();

/** Mutation defaults for every list change; idempotent per QueryClient. */
export function registerGroceryChanges(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return;
  registered.add(queryClient);
  for (const [name, change] of Object.entries(listChanges) as Array<[GroceryChangeName, ListChange<unknown>]>) {
    queryClient.setMutationDefaults(changeKey(name), {
      mutationFn: (variables: unknown) => change.send(variables),
      onMutate: async (variables: unknown) => {
        await queryClient.cancelQueries({ queryKey: groceryKeys.items() });
        queryClient.setQueryData<GroceryItem[]>(groceryKeys.items(), (items) => items && change.patch(items, variables));
      },
      onSettled: () => {
        // This change is still counted while its onSettled runs.
        if (queryClient.isMutating({ mutationKey: CHANGE_KEY_PREFIX }) <= 1) {
          void queryClient.invalidateQueries({ queryKey: groceryKeys.all });
        }
      },
    });
  }
}

/** A typed list change; errors come back to the caller (toasts), the list refetches either way. */
export function useGroceryChange<N extends GroceryChangeName>(name: N) {
  const queryClient = useQueryClient();
  registerGroceryChanges(queryClient);
  return useMutation<unknown, Error, VariablesOf<N>>({ mutationKey: changeKey(name) });
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

function writeOutbox(queryClient: QueryClient): void {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) =>
      mutation.state.isPaused && mutation.options.mutationKey?.[1] === CHANGE_KEY_PREFIX[1],
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
function useGroceryOutbox(queryClient: QueryClient): void {
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

const RECONNECT_MS = 2000;

/** Reads the server-sent events stream with the bearer header (EventSource cannot send one). */
async function readEvents(token: string, signal: AbortSignal, onOpen: () => void, onChange: () => void): Promise<void> {
  const response = await fetch(`${apiBaseUrl()}${groceryEvents.path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new Error(`events answered ${response.status}`);
  onOpen();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.split('\n').some((line) => line === `event: ${GROCERY_CHANGED_EVENT}`)) onChange();
    }
  }
}

/** Live household list: refetches on every change another browser makes; reconnects after drops. */
function useGroceryEvents(queryClient: QueryClient): void {
  const token = useSession((state) => state.accessToken);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stream: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => refreshGroceryList(queryClient);
    const connect = (): void => {
      clearTimeout(retry);
      stream?.abort();
      stream = null;
      // Offline: the online listener below reconnects.
      if (stopped || !onlineManager.isOnline()) return;
      const current = new AbortController();
      stream = current;
      // Changes may have been missed while disconnected, so the list refreshes on every (re)connect.
      readEvents(token, current.signal, refresh, refresh)
        .catch(() => undefined)
        .finally(() => {
          if (stream === current && !stopped) retry = setTimeout(connect, RECONNECT_MS);
        });
    };
    const stopOnline = onlineManager.subscribe(connect);
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      stream?.abort();
      stopOnline();
    };
  }, [queryClient, token]);
}

/** Mount on the grocery screens: offline outbox plus live updates of the household's list. */
export function useLiveGroceryList(): void {
  const queryClient = useQueryClient();
  useGroceryOutbox(queryClient);
  useGroceryEvents(queryClient);
}

export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(addPantryItem, { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.all }),
  });
}

export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(deletePantryItem, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.all }),
  });
}
