import { extractRecipeFromHtml } from './extract-html.js';
import { ImportError, PAGE_UNREADABLE } from './import-error.js';
import { reading } from './reading.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';
import type { ExtractResult } from './types.js';

export interface ImportedPage {
  result: ExtractResult;
  /** Time spent reading the page, fetch excluded. */
  parseMs: number;
}

/** Something a user would call a recipe: at least ingredients or steps. */
export const hasRecipe = (result: ExtractResult): boolean =>
  result.recipe.ingredients.length > 0 || result.recipe.instructions.length > 0;

/** Fetches a web page safely and reads its recipe (the result may be empty). */
export async function importPage(url: string, options: SafeFetchOptions = {}): Promise<ImportedPage> {
  const page = await safeFetch(url, options);
  const start = performance.now();
  let result: ExtractResult;
  try {
    result = reading(() => extractRecipeFromHtml(page.html, page.url));
  } catch (error) {
    // A page malformed past what the readers survive (elements nested thousands deep) is the
    // page's fault: the user hears so, the server does not fail.
    throw new ImportError(PAGE_UNREADABLE, 422, { cause: error });
  }
  return { result, parseMs: performance.now() - start };
}
