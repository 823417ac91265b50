import type { FastifyInstance } from 'fastify';
import { createProfileRepository } from '../profiles/repository';
import { createRecipeRepository } from './repository';
import recipeRoutes from './routes';

/** The household's recipes, favorites and the product-wide recipe search. */
export default async function recipesPlugin(app: FastifyInstance): Promise<void> {
  recipeRoutes(app, { recipes: createRecipeRepository(app.db), profiles: createProfileRepository(app.db) });
}
