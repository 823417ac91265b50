// The `shared-api/auth` entry: signing in, signing up and passwords, for signed-out pages (no
// TanStack Query here). Nothing here builds a schema when the page loads: the endpoints and the
// validator come with the first call (queries.ts), the form rules with `shared-api/auth/forms`.
export * from './rules';
export * from './queries';
export type * from './contract';
