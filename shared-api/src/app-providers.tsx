import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

let queryClient: QueryClient | undefined;

/** The page's one QueryClient (shared-api is a singleton, so the shell's also serves every remote). */
export function AppProviders({ children }: { children: ReactNode }) {
  queryClient ??= createQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
