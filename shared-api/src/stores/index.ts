// The `shared-api/stores` entry: the shops a profile picks from.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
