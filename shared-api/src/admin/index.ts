// The `shared-api/admin` entry: the admin area's users, recipes and statistics.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
