import type { FastifyInstance } from 'fastify';
import { createProfileRepository } from '../profiles/repository';
import { createStoreRepository } from './repository';
import storeRoutes from './routes';

/** Grocery stores: the shared catalogue (seeded at start), custom stores, each profile's choice. */
export default async function storesPlugin(app: FastifyInstance): Promise<void> {
  const stores = createStoreRepository(app.db);
  await stores.seedCatalogue();
  storeRoutes(app, { stores, profiles: createProfileRepository(app.db) });
}
