import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from 'shared-api/core';
import { keepOfflineCopies } from './offline-copy';

const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Client errors will not change on retry (except time-outs and rate limits); everything else gets 3 more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

export function createQueryClient(): QueryClient {
  // TanStack assumes online until an event says otherwise: a page opened offline must start paused.
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  keepOfflineCopies(client);
  return client;
}
