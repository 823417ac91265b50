import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { extractById, extractSingle, extractText, extractYoutube, type RecipeDraft } from 'shared-api/contract';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import type { RecipeRepository } from '../recipes/repository';
import { requireRecipe, toDraft } from '../recipes/service';
import { ImportError } from './import-error';
import { readOffThread, type ReaderTask } from './off-thread';
import { localImageUrl } from './photo-copy';

export default function extractRoutes(app: FastifyInstance, { recipes }: { recipes: RecipeRepository }): void {
  /** A reader's failure that the user can act on is answered with its status and text. */
  async function read(task: ReaderTask): Promise<RecipeDraft> {
    try {
      return await readOffThread(task);
    } catch (error) {
      if (error instanceof ImportError) throw new HttpError(error.statusCode, error.message);
      throw error;
    }
  }

  /** The draft carries a stored copy of its photo (or none), never another site's link. */
  async function importDraft(url: string, log: FastifyBaseLogger): Promise<RecipeDraft> {
    const draft = await read({ kind: 'url', url, allowPrivate: app.config.FETCH_ALLOW_PRIVATE });
    return { ...draft, image_url: await localImageUrl(app.config, draft.image_url, log) };
  }

  // Imports fetch other sites, so they are rate limited per client.
  route(app, extractSingle, { rateLimit: 30 }, async (request) => importDraft(request.body.url, request.log));
  route(app, extractYoutube, { rateLimit: 30 }, async (request) => importDraft(request.body.url, request.log));

  // Pasted text is read without fetching anything, off the event loop like a page; each read
  // starts a thread, so a client's pastes are limited too, more loosely than its fetches.
  route(app, extractText, { rateLimit: 60 }, async (request) => read({ kind: 'text', text: request.body.text }));

  // Shared recipes: any recipe of the product can be loaded into the form (and copied on save).
  route(app, extractById, {}, async (request) => {
    const { recipe } = await requireRecipe(recipes, request.body.recipe_id);
    // A recipe saved before photos were copied may still link to its site.
    const draft = toDraft(recipe);
    return { ...draft, image_url: await localImageUrl(app.config, draft.image_url, request.log) };
  });
}
