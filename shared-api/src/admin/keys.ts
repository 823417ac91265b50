/** TanStack Query keys of the admin feature: every query and invalidation of its data starts here. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (search: string) => [...adminKeys.users(), search] as const,
  recipes: () => [...adminKeys.all, 'recipes'] as const,
  recipeSearch: (search: string) => [...adminKeys.recipes(), search] as const,
};
