// The `shared-api/grocery` entry: the grocery list, pantry, aisles, the offline outbox and live updates.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
export * from './outbox';
export * from './live';
