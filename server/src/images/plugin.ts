import type { FastifyInstance } from 'fastify';
import { createRecipeRepository } from '../recipes/repository';
import imageRoutes from './routes';

/** Recipe pictures: uploads (stored under /uploads/) and generated ones. */
export default async function imagesPlugin(app: FastifyInstance): Promise<void> {
  imageRoutes(app, { recipes: createRecipeRepository(app.db) });
}
