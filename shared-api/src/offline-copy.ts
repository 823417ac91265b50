import type { QueryClient } from '@tanstack/react-query';

/*
 * Answers a page needs with no connection (the grocery list and what the shopper works it with: its
 * recipes, suggestions, pantry, stores and aisle orders) are kept in localStorage, each under its own
 * name, and a query opens with its copy after a reload, before or without an answer. Logging out
 * clears localStorage, so one account never opens with another's copy.
 */

interface Copy {
  data: unknown;
  savedAt: number;
}

const META_KEY = 'offlineCopy';

/**
 * Read twice in a row when a query is made (its data, then when it was saved): the second read takes
 * the first's parse instead of parsing a long list again.
 */
let lastRead: { name: string; copy: Copy | undefined } | undefined;

function readCopy(name: string): Copy | undefined {
  if (lastRead?.name === name) return lastRead.copy;
  let copy: Copy | undefined;
  try {
    const raw = window.localStorage.getItem(name);
    copy = raw ? (JSON.parse(raw) as Copy) : undefined;
  } catch {
    copy = undefined;
  }
  lastRead = { name, copy };
  queueMicrotask(() => {
    lastRead = undefined;
  });
  return copy;
}

/**
 * Query options that open the query with its kept copy (stored under `name`) and mark its answers to
 * be kept (see keepOfflineCopies). `name` must tell apart whatever the query key tells apart.
 */
export function offlineCopy<T>(name: string) {
  return {
    meta: { [META_KEY]: name },
    initialData: () => readCopy(name)?.data as T | undefined,
    initialDataUpdatedAt: () => readCopy(name)?.savedAt,
  };
}

/** Keeps each new state (an answer, or a change patched in) of every query made with offlineCopy. */
export function keepOfflineCopies(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const name = event.query.meta?.[META_KEY];
    const { data, dataUpdatedAt } = event.query.state;
    if (typeof name !== 'string' || data === undefined) return;
    try {
      window.localStorage.setItem(name, JSON.stringify({ data, savedAt: dataUpdatedAt } satisfies Copy));
    } catch {
      // Storage full or blocked: the page still shows its data while online.
    }
    if (lastRead?.name === name) lastRead = undefined;
  });
}
