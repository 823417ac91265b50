// The `shared-api/query` entry: TanStack Query, the page's one QueryClient and its provider. Only
// signed-in pages load it; the signed-out ones send their calls with `useApiCall` from the core.
export * from './query-client';
export * from './query-provider';
export * from './offline-copy';
