import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shared-api/core';
import { DEFAULT_UNIT_SYSTEM, type UnitSystem } from '../amounts';
import { getUnitSystem, setUnitSystem } from './contract';
import { householdKeys } from './keys';

/** The household's unit system; As written until it loads or when it cannot. */
export function useUnitSystem(): UnitSystem {
  const query = useQuery({
    queryKey: householdKeys.unitSystem(),
    queryFn: ({ signal }) => request(getUnitSystem, { signal }),
    staleTime: 5 * 60_000,
  });
  return query.data?.unit_system ?? DEFAULT_UNIT_SYSTEM;
}

/** Saves the unit system; every screen showing amounts follows at once. */
export function useSetUnitSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unit_system: UnitSystem) => request(setUnitSystem, { body: { unit_system } }),
    onSuccess: (data) => queryClient.setQueryData(householdKeys.unitSystem(), data),
  });
}
