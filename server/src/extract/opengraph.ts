import type { CheerioAPI } from 'cheerio';
import { collapse } from './text.js';
import type { RecipeFields } from './types.js';

/** The file an image URL names, without its folder and query. */
export const fileName = (url: string): string => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/**
 * Title and image from OpenGraph / Twitter card tags, then the document title. A page whose card
 * image is the site's own logo or icon says nothing about the recipe's photo, so that image is left out.
 */
export function extractOpenGraph($: CheerioAPI): RecipeFields {
  const meta = (...names: string[]): string | undefined => {
    for (const name of names) {
      const content = $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
      if (content && collapse(content)) return collapse(content);
    }
    return undefined;
  };
  const image = meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image');
  const logos = [
    ...$('img[class*="logo"], [class*="logo"] > img').toArray().map((el) => $(el).attr('src')),
    ...$('link[rel~="icon"], link[rel~="apple-touch-icon"]').toArray().map((el) => $(el).attr('href')),
  ].map((url) => fileName(url ?? ''));
  return {
    name: meta('og:title', 'twitter:title') ?? (collapse($('title').first().text()) || undefined),
    image: image && logos.includes(fileName(image)) ? undefined : image,
    notes: meta('og:description', 'description'),
  };
}
