import type { RecipeListQuery } from './contract';

/** TanStack Query keys of the recipes feature: every query and invalidation of its data starts here. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  /** Every paged list of the profile, whatever its search, filters and sort. */
  pages: (profileId: string) => [...recipeKeys.lists(), profileId, 'page'] as const,
  page: (profileId: string, query: Omit<RecipeListQuery, 'offset' | 'limit'>) => [...recipeKeys.pages(profileId), query] as const,
  facets: (profileId: string) => [...recipeKeys.lists(), profileId, 'facets'] as const,
  full: (recipeId: string) => [...recipeKeys.all, 'full', recipeId] as const,
  autocomplete: (query: string) => [...recipeKeys.all, 'autocomplete', query] as const,
};
