// The `shared-api/users` entry: the signed-in user's account (TanStack Query). Its contract comes with
// `shared-api/auth`, which sign-in needs already.
export * from './keys';
export * from './queries';
