import { lazy, Suspense, type ReactNode } from 'react';

// TanStack Query comes with the first page that needs it, never with the signed-out pages.
const QueryProvider = lazy(() => import('shared-api/query').then(({ QueryProvider }) => ({ default: QueryProvider })));

/** The providers of a signed-in page (the shared QueryClient); `fallback` shows while they load. */
export function AppProviders({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
