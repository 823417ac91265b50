// The `shared-api/profiles` entry: household profiles, subscription and preferences.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
export * from '../images/rules';
