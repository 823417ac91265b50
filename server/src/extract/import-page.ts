import { extractRecipeFromHtml } from './extract-html.js';
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
  const result = extractRecipeFromHtml(page.html, page.url);
  return { result, parseMs: performance.now() - start };
}
