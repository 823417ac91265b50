import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBaseUrl, useSession } from 'shared-api/core';
import { GROCERY_CHANGED_EVENT, groceryEvents } from './contract';
import { refreshGroceryList, useGroceryOutbox } from './outbox';

/** Wait before reconnecting after the stream drops. */
export const RECONNECT_MS = 2000;
const LONGEST_WAIT_MS = 30_000;

/**
 * The wait before the next attempt: a dropped stream comes back soon, while a server that keeps
 * refusing (too many streams, an expired session, an outage) is asked ever less often.
 */
export function reconnectDelay(refusedInARow: number): number {
  return Math.min(RECONNECT_MS * 2 ** refusedInARow, LONGEST_WAIT_MS);
}

/** Reads the server-sent events stream with the bearer header (EventSource cannot send one). */
async function readEvents(token: string, signal: AbortSignal, onOpen: () => void, onChange: () => void): Promise<void> {
  const response = await fetch(`${apiBaseUrl()}${groceryEvents.path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
    cache: 'no-store',
    // A stream that never ends is not part of loading the page: it must not hold the page's load.
    priority: 'low',
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
    let refusedInARow = 0;
    const refresh = () => refreshGroceryList(queryClient);
    const connect = (): void => {
      clearTimeout(retry);
      stream?.abort();
      stream = null;
      // Offline: the online listener below reconnects.
      if (stopped || !onlineManager.isOnline()) return;
      const current = new AbortController();
      stream = current;
      let opened = false;
      const onOpen = (): void => {
        opened = true;
        refusedInARow = 0;
        // Changes may have been missed while disconnected, so the list refreshes on every (re)connect.
        refresh();
      };
      readEvents(token, current.signal, onOpen, refresh)
        .catch(() => undefined)
        .finally(() => {
          if (stream !== current || stopped) return;
          retry = setTimeout(connect, reconnectDelay(refusedInARow));
          if (!opened) refusedInARow += 1;
        });
    };
    const stopOnline = onlineManager.subscribe(connect);
    // The first connection waits for the page to finish loading: the list itself comes from the query.
    if (document.readyState === 'complete') connect();
    else window.addEventListener('load', connect, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', connect);
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
