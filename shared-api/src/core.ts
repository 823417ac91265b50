// The `shared-api/core` entry: the one fetch client, session store, QueryClient, runtime config
// and providers every app shares. Feature entries import it by this name, never by a relative
// path, so Module Federation gives every app the same copy.
export * from './client';
export * from './session-store';
export * from './query-client';
export * from './runtime-config';
export * from './app-providers';
