import type { FastifyInstance } from 'fastify';
import { createProfileRepository } from '../profiles/repository';
import { createRecipeRepository } from '../recipes/repository';
import { createPlanRepository } from './repository';
import planRoutes from './routes';

/** Week plans of the household's profiles. */
export default async function plansPlugin(app: FastifyInstance): Promise<void> {
  planRoutes(app, {
    plans: createPlanRepository(app.db),
    profiles: createProfileRepository(app.db),
    recipes: createRecipeRepository(app.db),
  });
}
