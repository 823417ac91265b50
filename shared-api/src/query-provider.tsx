import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from 'shared-api/core';
import { createQueryClient } from './query-client';

let queryClient: QueryClient | undefined;

/** The page's one QueryClient (shared-api/query is a singleton, so the shell's also serves every remote). */
export function sharedQueryClient(): QueryClient {
  if (queryClient) return queryClient;
  const client = createQueryClient();
  // Signing out (logout, a deleted account, another tab, a refused token) drops the household's cached data.
  useSession.subscribe((state, previous) => {
    if (previous.accessToken && !state.accessToken) client.clear();
  });
  queryClient = client;
  return client;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
