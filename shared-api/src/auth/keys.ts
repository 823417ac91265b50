/** TanStack Query keys of the auth feature: every query and invalidation of its data starts here. */
export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
