import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../lib/feature';
import { createProfileRepository } from '../profiles/repository';
import groceryEventRoutes from './events';
import { createLiveUpdates } from './live-updates';
import { createGroceryRepository } from './repository';
import groceryRoutes from './routes';
import { createGroceryService } from './service';

/** The household's grocery list and pantry, and the live stream that tells open lists to refresh. */
export default async function groceryPlugin(app: FastifyInstance, { database }: FeatureOptions): Promise<void> {
  const repository = createGroceryRepository(app.db);
  const live = createLiveUpdates(database, app.log);
  app.addHook('onClose', () => live.close());
  groceryEventRoutes(app, live);
  groceryRoutes(app, { repository, grocery: createGroceryService(repository), profiles: createProfileRepository(app.db), live });
}
