// The `shared-api` entry: everything — the contract and rules, the shared core and every feature's
// query keys and TanStack Query hooks. The apps import the narrow entries (`shared-api/core`,
// `shared-api/recipes`, …) so that a page loads only the features it uses.
export * from './contract';
export * from './units';
export * from './core';
export * from './query';
export * from './auth';
export * from './users';
export * from './profiles';
export * from './admin';
export * from './recipes';
export * from './plans';
export * from './grocery';
export * from './household';
export * from './stores';
