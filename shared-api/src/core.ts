// The `shared-api/core` entry: the one fetch client, session store, runtime config, the hook for a
// call without TanStack Query, and the providers every app shares. Feature entries import it by this
// name, never by a relative path, so Module Federation gives every app the same copy.
export * from './client';
export * from './session-store';
export * from './runtime-config';
export * from './api-call';
export * from './app-providers';
