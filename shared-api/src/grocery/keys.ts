/** TanStack Query keys of the grocery feature: every query and invalidation of its data starts here. */
export const groceryKeys = {
  all: ['grocery'] as const,
  items: () => [...groceryKeys.all, 'items'] as const,
  recipes: () => [...groceryKeys.all, 'recipes'] as const,
  pantry: () => [...groceryKeys.all, 'pantry'] as const,
  suggestions: () => [...groceryKeys.all, 'suggestions'] as const,
  aisles: () => [...groceryKeys.all, 'aisles'] as const,
  /** Mutation keys of the list changes that may wait offline (see outbox.ts). */
  changes: () => [...groceryKeys.all, 'change'] as const,
  change: (name: string) => [...groceryKeys.changes(), name] as const,
};
