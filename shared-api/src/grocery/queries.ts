import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shared-api/core';
import { offlineCopy } from 'shared-api/query';
import {
  addPantryItem,
  deletePantryItem,
  listAisleOrders,
  listGroceryItems,
  listGroceryRecipes,
  listGrocerySuggestions,
  listPantryItems,
  setAisleOrder,
  setGroceryItemCategory,
  type AisleOrder,
  type GroceryListItem,
  type GroceryRecipe,
  type GrocerySuggestion,
  type PantryItem,
} from './contract';
import { groceryKeys } from './keys';
import type { GroceryCategory } from './rules';
import {
  groceryChanges,
  listChangeOptions,
  registerGroceryChanges,
  type ListChange,
} from './outbox';

/** The household's list; until the server answers (or while offline), the last list this browser saw. */
export function useGroceryItems() {
  return useQuery({
    queryKey: groceryKeys.items(),
    queryFn: ({ signal }) => request(listGroceryItems, { signal }),
    ...offlineCopy<GroceryListItem[]>('groceryList'),
  });
}

export function useGroceryRecipes() {
  return useQuery({
    queryKey: groceryKeys.recipes(),
    queryFn: ({ signal }) => request(listGroceryRecipes, { signal }),
    ...offlineCopy<GroceryRecipe[]>('groceryRecipes'),
  });
}

export function usePantryItems() {
  return useQuery({
    queryKey: groceryKeys.pantry(),
    queryFn: ({ signal }) => request(listPantryItems, { signal }),
    ...offlineCopy<PantryItem[]>('groceryPantry'),
  });
}

export function useGrocerySuggestions() {
  return useQuery({
    queryKey: groceryKeys.suggestions(),
    queryFn: ({ signal }) => request(listGrocerySuggestions, { signal }),
    ...offlineCopy<GrocerySuggestion[]>('grocerySuggestions'),
  });
}

/** A list change: patched into the list at once, kept in the outbox while offline; errors come back to the caller (toasts). */
function useListChange<V, A>(change: ListChange<V, A>) {
  const queryClient = useQueryClient();
  registerGroceryChanges(queryClient);
  return useMutation(listChangeOptions(queryClient, change));
}

/** Adds an item by hand (the id is made by the caller, so a replay cannot add it twice). */
export function useAddGroceryItem() {
  return useListChange(groceryChanges.add);
}

/** Checks or unchecks every item of the same name. */
export function useCheckGroceryItem() {
  return useListChange(groceryChanges.check);
}

/** Hides or unhides every item of the same name. */
export function useHideGroceryItem() {
  return useListChange(groceryChanges.hide);
}

/** Hides or unhides every pantry item. */
export function useHidePantryItems() {
  return useListChange(groceryChanges.hidePantry);
}

/** Edits quantity, unit and note of one item. */
export function useEditGroceryItem() {
  return useListChange(groceryChanges.edit);
}

export function useRemoveGroceryItem() {
  return useListChange(groceryChanges.remove);
}

/** Sets the stores of every item of the same name. */
export function useSetGroceryItemStores() {
  return useListChange(groceryChanges.stores);
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

/** Moves every item of a name to a category, remembered for that name. */
export function useSetItemCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, category }: { id: string; category: GroceryCategory }) =>
      request(setGroceryItemCategory, { params: { id }, body: { category } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groceryKeys.items() }),
  });
}

/** The household's aisle orders; `enabled: false` waits (a page that needs them only later). */
export function useAisleOrders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: groceryKeys.aisles(),
    queryFn: ({ signal }) => request(listAisleOrders, { signal }),
    enabled,
    ...offlineCopy<AisleOrder[]>('groceryAisles'),
  });
}

/**
 * Saves a store's aisle order; the list shows the new order before the answer comes back. Saves
 * run one at a time (quick moves arrive in order) and the list refetches after the last one.
 */
export function useSetAisleOrder() {
  const queryClient = useQueryClient();
  const mutationKey = [...groceryKeys.aisles(), 'save'];
  return useMutation({
    mutationKey,
    scope: { id: 'grocery-aisle-order' },
    mutationFn: ({ storeId, categories }: { storeId: string; categories: GroceryCategory[] }) =>
      request(setAisleOrder, { params: { storeId }, body: { categories } }),
    onMutate: async ({ storeId, categories }) => {
      await queryClient.cancelQueries({ queryKey: groceryKeys.aisles() });
      const previous = queryClient.getQueryData<AisleOrder[]>(groceryKeys.aisles());
      const others = (previous ?? []).filter((order) => order.store_id !== storeId);
      queryClient.setQueryData<AisleOrder[]>(groceryKeys.aisles(), [...others, { store_id: storeId, categories }]);
      return { previous };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(groceryKeys.aisles(), context?.previous),
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1 ? queryClient.invalidateQueries({ queryKey: groceryKeys.aisles() }) : undefined,
  });
}
