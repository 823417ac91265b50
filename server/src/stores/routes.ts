import type { FastifyInstance } from 'fastify';
import { createStore, listAllStores, listProfileStores, toggleStoreSelection } from 'shared-api/contract';
import { isUuid } from '../lib/ids';
import { notFound } from '../lib/http-error';
import { route } from '../lib/route';
import type { ProfileRepository } from '../profiles/repository';
import { requireOwnProfile } from '../profiles/service';
import type { StoreRepository } from './repository';

export default function storeRoutes(app: FastifyInstance, { stores, profiles }: { stores: StoreRepository; profiles: ProfileRepository }): void {
  route(app, listAllStores, {}, async (request) => stores.listVisible(request.user.id));

  route(app, listProfileStores, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    return stores.listSelected(profile.id);
  });

  route(app, createStore, {}, async (request) => {
    const created = await stores.findOrCreate(request.user.id, request.body.name);
    if (!created) throw notFound('Store not found');
    return created;
  });

  route(app, toggleStoreSelection, {}, async (request) => {
    const householdId = request.user.id;
    const profile = await requireOwnProfile(profiles, householdId, request.params.profileId);
    const { storeId } = request.params;
    const store = isUuid(storeId) ? await stores.findVisible(householdId, storeId) : undefined;
    if (!store) throw notFound('Store not found');
    return { selected: await stores.toggleSelection(profile.id, store.id), store };
  });
}
