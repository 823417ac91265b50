/** TanStack Query keys of the recipes feature: every query and invalidation of its data starts here. */
export const recipeKeys = {
  all: ['recipes'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (profileId: string) => [...recipeKeys.lists(), profileId] as const,
  full: (recipeId: string) => [...recipeKeys.all, 'full', recipeId] as const,
  autocomplete: (query: string) => [...recipeKeys.all, 'autocomplete', query] as const,
};
