// The `shared-api/auth` entry: signing in, signing up, passwords, and the signed-in user's account.
export * from './contract';
export * from './rules';
export * from './forms';
export * from './keys';
export * from './queries';
export * from '../users/contract';
export * from '../users/keys';
export * from '../users/queries';
