import type { CheerioAPI } from 'cheerio';
import { collapse } from './text.js';
import type { RecipeFields } from './types.js';

/** Title and image from OpenGraph / Twitter card tags, then the document title. */
export function extractOpenGraph($: CheerioAPI): RecipeFields {
  const meta = (...names: string[]): string | undefined => {
    for (const name of names) {
      const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (content && collapse(content)) return collapse(content);
    }
    return undefined;
  };
  return {
    name: meta('og:title', 'twitter:title') ?? (collapse($('title').first().text()) || undefined),
    image: meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'),
    notes: meta('og:description', 'description'),
  };
}
