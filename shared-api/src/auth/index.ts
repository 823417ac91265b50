// The `shared-api/auth` entry: signing in, signing up and passwords, for signed-out pages (no
// TanStack Query here), plus the account's contract (sign-in reads the account right away).
export * from './contract';
export * from './rules';
export * from './forms';
export * from './queries';
export * from '../users/contract';
