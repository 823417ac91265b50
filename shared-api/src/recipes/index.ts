// The `shared-api/recipes` entry: the recipe list, recipe editing, images and extraction from links or text.
export * from './contract';
export * from './rules';
export * from './keys';
export * from './queries';
export * from '../extract/contract';
export * from '../extract/queries';
export * from '../images/rules';
