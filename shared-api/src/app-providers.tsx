import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Provider = ComponentType<{ children: ReactNode }>;

// TanStack Query comes with the first page that needs it, never with the signed-out pages.
let queryProvider: Provider | undefined;
let loading: Promise<Provider> | undefined;

/** Loads the query provider once; a failed load is forgotten, so Retry asks again. */
function loadQueryProvider(): Promise<Provider> {
  loading ??= import('shared-api/query').then(
    ({ QueryProvider }) => (queryProvider = QueryProvider),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Shows while the providers load. */
  fallback?: ReactNode;
  /** Shows when they could not be loaded (offline mid-deploy, a network error); `retry` asks again. */
  failed?: (retry: () => void) => ReactNode;
}

/** The providers of a signed-in page (the shared QueryClient). */
export function AppProviders({ children, fallback = null, failed }: AppProvidersProps) {
  const [status, setStatus] = useState<'loading' | 'failed' | 'ready'>(queryProvider ? 'ready' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (queryProvider) return;
    let active = true;
    loadQueryProvider().then(
      () => active && setStatus('ready'),
      (error: unknown) => {
        console.error('Could not load the query provider', error);
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  if (status === 'failed' && failed) {
    return failed(() => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    });
  }
  const Provider = queryProvider;
  return Provider ? <Provider>{children}</Provider> : fallback;
}
