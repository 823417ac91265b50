/** TanStack Query keys of the profiles feature: every query and invalidation of its data starts here. */
export const profileKeys = {
  all: ['profiles'] as const,
  list: () => [...profileKeys.all, 'list'] as const,
  detail: (profileId: string) => [...profileKeys.all, 'detail', profileId] as const,
};
