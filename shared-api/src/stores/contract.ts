import * as z from 'zod/mini';
import { endpoint } from '../define';
import { STORE_NAME_MAX } from './rules';
import { id, text } from '../text';

export const storeSchema = z.object({ id: z.string(), name: z.string() });
export type Store = z.output<typeof storeSchema>;

export const storeNameSchema = text({ max: STORE_NAME_MAX, tooLong: `Store name must be at most ${STORE_NAME_MAX} characters` }).check(
  z.minLength(1, 'Please enter a store name'),
);

export const listAllStores = endpoint({
  method: 'GET',
  path: '/grocery-stores/all',
  response: z.array(storeSchema),
  fallback: 'Failed to load grocery stores',
  summary: "The product's store catalogue plus the household's custom stores",
});

export const listProfileStores = endpoint({
  method: 'GET',
  path: '/grocery-stores/:profileId',
  params: z.object({ profileId: id() }),
  response: z.array(storeSchema),
  fallback: 'Failed to fetch grocery stores',
  summary: "The stores a profile keeps in its own list",
});

export const createStore = endpoint({
  method: 'POST',
  path: '/grocery-stores',
  body: z.object({ name: storeNameSchema }),
  response: storeSchema,
  fallback: 'Failed to add grocery store',
  summary: 'Add a custom store; a store of the same name (case-insensitive) is reused',
});

export const toggleStoreSelection = endpoint({
  method: 'POST',
  path: '/grocery-stores/store-selection/:profileId/:storeId',
  params: z.object({ profileId: id(), storeId: id() }),
  response: z.object({ selected: z.boolean(), store: storeSchema }),
  fallback: 'Failed to toggle store selection',
  summary: "Add a store to the profile's list, or remove it when already there",
});
