import type { FastifyInstance } from 'fastify';
import { createRecipeRepository } from '../recipes/repository';
import extractRoutes from './routes';

/** Import: a recipe page, a YouTube video or a recipe of the product becomes a draft for the form. */
export default async function extractPlugin(app: FastifyInstance): Promise<void> {
  extractRoutes(app, { recipes: createRecipeRepository(app.db) });
}
