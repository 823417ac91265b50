// The `shared-api/contract` entry: every endpoint with its schemas, and the rules both the server
// and the browser apply. Plain TypeScript and zod only — the server imports this, so no React,
// TanStack Query or browser state may be reached from here.
export * from './define';
export * from './text';
export * from './health/contract';
export * from './auth/contract';
export * from './auth/rules';
export * from './profiles/contract';
export * from './profiles/rules';
export * from './users/contract';
export * from './admin/contract';
export * from './admin/rules';
export * from './recipes/contract';
export * from './recipes/rules';
export * from './plans/contract';
export * from './plans/rules';
export * from './grocery/contract';
export * from './grocery/rules';
export * from './amounts';
export * from './household/contract';
export * from './stores/contract';
export * from './stores/rules';
export * from './extract/contract';
export * from './images/rules';
