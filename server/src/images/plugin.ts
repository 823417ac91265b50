import type { FastifyInstance } from 'fastify';
import type { FeatureOptions } from '../lib/feature';
import { createRecipeRepository } from '../recipes/repository';
import { startPictureUpkeep } from './photo-upkeep';
import { createPictureRepository } from './repository';
import imageRoutes from './routes';
import { createImageStore, moveDiskUploads, useImageStore } from './storage';

/**
 * Recipe pictures: uploads (served at /uploads/ from the deployment's image store) and generated
 * ones; in the background, copies of photos saved recipes still link to and the sweep of unused ones.
 */
export default async function imagesPlugin(app: FastifyInstance, { database }: FeatureOptions): Promise<void> {
  const store = createImageStore(app.config, database);
  useImageStore(app.config, store);
  await moveDiskUploads(app.config, store, app.log);
  imageRoutes(app, { recipes: createRecipeRepository(app.db), store });
  startPictureUpkeep(app, { config: app.config, pictures: createPictureRepository(app.db), store, log: app.log });
}
