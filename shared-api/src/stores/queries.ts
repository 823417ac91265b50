import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shared-api/core';
import { offlineCopy } from 'shared-api/query';
import { createStore, listAllStores, listProfileStores, toggleStoreSelection, type Store } from './contract';
import { storeKeys } from './keys';

/** The catalogue plus the household's custom stores. */
export function useAllStores() {
  return useQuery({
    queryKey: storeKeys.catalogue(),
    queryFn: ({ signal }) => request(listAllStores, { signal }),
    // Store mode and a row's store picker work in the shop, with or without a signal.
    ...offlineCopy<Store[]>('stores'),
  });
}

/** The stores in a profile's own list. */
export function useProfileStores(profileId: string | null | undefined) {
  return useQuery({
    queryKey: storeKeys.profile(profileId ?? ''),
    queryFn: ({ signal }) => request(listProfileStores, { params: { profileId: profileId ?? '' }, signal }),
    enabled: Boolean(profileId),
    ...offlineCopy<Store[]>(`profileStores:${profileId ?? ''}`),
  });
}

/** Adds a custom store (or answers the existing one of that name). */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(createStore, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.catalogue() }),
  });
}

/** Flips a store's membership in the profile's list; the list changes after the server agrees. */
export function useToggleStoreSelection(profileId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => request(toggleStoreSelection, { params: { profileId: profileId ?? '', storeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeKeys.profile(profileId ?? '') }),
  });
}
