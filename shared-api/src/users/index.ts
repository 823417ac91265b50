// The `shared-api/users` entry: the signed-in user's account (TanStack Query) and its contract.
export * from './contract';
export * from './keys';
export * from './queries';
