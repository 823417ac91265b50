// The `shared-api` entry: the contract and rules, the generic client parts, and per feature its
// query keys and TanStack Query hooks.
export * from './contract';
export * from './units';
export * from './client';
export * from './session-store';
export * from './query-client';
export * from './runtime-config';
export * from './app-providers';

export * from './auth/forms';
export * from './auth/keys';
export * from './auth/queries';
export * from './users/keys';
export * from './users/queries';
export * from './profiles/keys';
export * from './profiles/queries';
export * from './admin/keys';
export * from './admin/queries';
export * from './recipes/keys';
export * from './recipes/queries';
export * from './extract/queries';
export * from './plans/keys';
export * from './plans/queries';
export * from './grocery/keys';
export * from './grocery/queries';
export * from './grocery/outbox';
export * from './grocery/live';
export * from './stores/keys';
export * from './stores/queries';
