/** TanStack Query keys of the household settings the list and the recipe screens read (unit system). */
export const householdKeys = {
  unitSystem: () => ['household', 'unit-system'] as const,
};
