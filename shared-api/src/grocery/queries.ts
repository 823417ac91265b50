import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { addPantryItem, deletePantryItem, listGroceryItems, listGroceryRecipes, listGrocerySuggestions, listPantryItems } from './contract';
import { groceryKeys } from './keys';
import {
  groceryChanges,
  listChangeOptions,
  registerGroceryChanges,
  type ItemEditInput,
  type ItemFlagInput,
  type ItemStoresInput,
  type ListChange,
  type ManualItemInput,
} from './outbox';

export function useGroceryItems() {
  return useQuery({ queryKey: groceryKeys.items(), queryFn: ({ signal }) => request(listGroceryItems, { signal }) });
}

export function useGroceryRecipes() {
  return useQuery({ queryKey: groceryKeys.recipes(), queryFn: ({ signal }) => request(listGroceryRecipes, { signal }) });
}

export function usePantryItems() {
  return useQuery({ queryKey: groceryKeys.pantry(), queryFn: ({ signal }) => request(listPantryItems, { signal }) });
}

export function useGrocerySuggestions() {
  return useQuery({ queryKey: groceryKeys.suggestions(), queryFn: ({ signal }) => request(listGrocerySuggestions, { signal }) });
}

/** A list change: patched into the list at once, kept in the outbox while offline; errors come back to the caller (toasts). */
function useListChange<V>(change: ListChange<V>) {
  const queryClient = useQueryClient();
  registerGroceryChanges(queryClient);
  return useMutation(listChangeOptions(queryClient, change));
}

/** Adds an item by hand (the id is made by the caller, so a replay cannot add it twice). */
export function useAddGroceryItem() {
  return useListChange<ManualItemInput>(groceryChanges.add);
}

/** Checks or unchecks every item of the same name. */
export function useCheckGroceryItem() {
  return useListChange<ItemFlagInput>(groceryChanges.check);
}

/** Hides or unhides every item of the same name. */
export function useHideGroceryItem() {
  return useListChange<ItemFlagInput>(groceryChanges.hide);
}

/** Hides or unhides every pantry item. */
export function useHidePantryItems() {
  return useListChange<{ value: boolean }>(groceryChanges.hidePantry);
}

/** Edits quantity, unit and note of one item. */
export function useEditGroceryItem() {
  return useListChange<ItemEditInput>(groceryChanges.edit);
}

export function useRemoveGroceryItem() {
  return useListChange<{ id: string }>(groceryChanges.remove);
}

/** Sets the stores of every item of the same name. */
export function useSetGroceryItemStores() {
  return useListChange<ItemStoresInput>(groceryChanges.stores);
}

export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => request(addPantryItem, { body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.all }),
  });
}

export function useDeletePantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(deletePantryItem, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.all }),
  });
}
