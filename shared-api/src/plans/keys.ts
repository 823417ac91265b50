/** TanStack Query keys of the plans feature: every query and invalidation of its data starts here. */
export const planKeys = {
  all: ['plans'] as const,
  week: (profileId: string, weekStart: string) => [...planKeys.all, profileId, weekStart] as const,
};
