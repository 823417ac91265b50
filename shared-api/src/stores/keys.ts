/** TanStack Query keys of the stores feature: every query and invalidation of its data starts here. */
export const storeKeys = {
  all: ['stores'] as const,
  catalogue: () => [...storeKeys.all, 'catalogue'] as const,
  profile: (profileId: string) => [...storeKeys.all, 'profile', profileId] as const,
};
