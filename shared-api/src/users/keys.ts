/** TanStack Query keys of the users feature: every query and invalidation of its data starts here. */
export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
};
