import { ImportError } from './import-error.js';
import { hasRecipe, importPage } from './import-page.js';
import type { SafeFetchOptions } from './safe-fetch.js';
import type { RecipeDraft } from './types.js';
import { extractFromYoutube, youtubeVideoId } from './youtube.js';

export { extractRecipeFromHtml } from './extract-html.js';
export { parseIngredientLine } from './ingredient-parser.js';
export { extractFromYoutube } from './youtube.js';
export { ImportError };
export type { ExtractResult, RecipeDraft, RecipeIngredient } from './types.js';

export interface ImportOptions {
  /** FETCH_ALLOW_PRIVATE=true: allow loopback and private addresses (local development, tests). */
  allowPrivate?: boolean;
}

/** Imports the recipe behind a link: a web page, or a YouTube video and what its description gives. */
export async function importFromUrl(url: string, options: ImportOptions = {}): Promise<RecipeDraft> {
  const fetchOptions: SafeFetchOptions = { allowPrivate: options.allowPrivate ?? false };
  if (youtubeVideoId(url)) return extractFromYoutube(url, fetchOptions);
  const { result } = await importPage(url, fetchOptions);
  if (!hasRecipe(result)) throw new ImportError('No recipe was found on this page.', 422);
  return result.recipe;
}
