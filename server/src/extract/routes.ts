import type { FastifyInstance } from 'fastify';
import { extractById, extractSingle, extractYoutube, type RecipeDraft } from 'shared-api/contract';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { RecipeRepository } from '../recipes/repository';
import { requireRecipe, toDraft } from '../recipes/service';
import { importFromUrl, ImportError } from './index';

export default function extractRoutes(app: FastifyInstance, { recipes }: { recipes: RecipeRepository }): void {
  async function importDraft(url: string): Promise<RecipeDraft> {
    try {
      return await importFromUrl(url, { allowPrivate: app.config.FETCH_ALLOW_PRIVATE });
    } catch (error) {
      if (error instanceof ImportError) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
  }

  // Imports fetch other sites, so they are rate limited per client.
  route(app, extractSingle, { rateLimit: 30 }, async (request) => importDraft(request.body.url));
  route(app, extractYoutube, { rateLimit: 30 }, async (request) => importDraft(request.body.url));

  // Shared recipes: any recipe of the product can be loaded into the form (and copied on save).
  route(app, extractById, {}, async (request) => {
    const { recipe } = await requireRecipe(recipes, request.body.recipe_id);
    return toDraft(recipe);
  });
}
