import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { extractById, extractSingle, extractText, extractYoutube, type RecipeDraft } from 'shared-api/contract';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { RecipeRepository } from '../recipes/repository';
import { requireRecipe, toDraft } from '../recipes/service';
import { ImportError } from './import-error';
import { localImageUrl } from './photo-copy';

/** The page and text readers load with the first import: cheerio alone holds ~28 MiB resident. */
const readers = async () => {
  const [{ importFromUrl }, { hasRecipe }, { extractRecipeFromText }] = await Promise.all([
    import('./index'),
    import('./import-page'),
    import('./pasted-text'),
  ]);
  return { importFromUrl, hasRecipe, extractRecipeFromText };
};

export default function extractRoutes(app: FastifyInstance, { recipes }: { recipes: RecipeRepository }): void {
  /** The draft carries a stored copy of its photo (or none), never another site's link. */
  async function importDraft(url: string, log: FastifyBaseLogger): Promise<RecipeDraft> {
    const { importFromUrl } = await readers();
    try {
      const draft = await importFromUrl(url, { allowPrivate: app.config.FETCH_ALLOW_PRIVATE });
      return { ...draft, image_url: await localImageUrl(app.config, draft.image_url, log) };
    } catch (error) {
      if (error instanceof ImportError) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
  }

  // Imports fetch other sites, so they are rate limited per client.
  route(app, extractSingle, { rateLimit: 30 }, async (request) => importDraft(request.body.url, request.log));
  route(app, extractYoutube, { rateLimit: 30 }, async (request) => importDraft(request.body.url, request.log));

  // Pasted text is read here, without fetching anything.
  route(app, extractText, {}, async (request) => {
    const { extractRecipeFromText, hasRecipe } = await readers();
    const result = extractRecipeFromText(request.body.text);
    if (!hasRecipe(result)) throw new HttpError(422, 'No ingredients or steps were found in this text.');
    return result.recipe;
  });

  // Shared recipes: any recipe of the product can be loaded into the form (and copied on save).
  route(app, extractById, {}, async (request) => {
    const { recipe } = await requireRecipe(recipes, request.body.recipe_id);
    // A recipe saved before photos were copied may still link to its site.
    const draft = toDraft(recipe);
    return { ...draft, image_url: await localImageUrl(app.config, draft.image_url, request.log) };
  });
}
