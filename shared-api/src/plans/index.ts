// The `shared-api/plans` entry: the weekly meal plans.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
