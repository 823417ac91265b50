import type { FastifyInstance } from 'fastify';
import { createProfileRepository } from '../profiles/repository';
import { createRecipeRepository } from './repository';
import recipeRoutes from './routes';
import { backfillListKeys } from './service';

/** The household's recipes, favorites and the product-wide recipe search. */
export default async function recipesPlugin(app: FastifyInstance): Promise<void> {
  const recipes = createRecipeRepository(app.db);
  const keyed = await backfillListKeys(recipes);
  if (keyed > 0) app.log.info({ recipes: keyed }, 'derived list keys of stored recipes');
  recipeRoutes(app, { recipes, profiles: createProfileRepository(app.db) });
}
