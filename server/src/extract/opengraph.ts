import type { CheerioAPI } from 'cheerio';
import { fileName, looksLikeLogo } from './images.js';
import { collapse } from './text.js';
import type { RecipeFields } from './types.js';

export { fileName };

/** The site's logo and icons. */
const LOGOS = 'img[class*="logo"], [class*="logo"] > img, link[rel~="icon"], link[rel~="apple-touch-icon"]';

/**
 * Title and image from OpenGraph / Twitter card tags, then the document title. A page whose card
 * image is the site's own logo or icon (one the page shows as such, or a file named so) says
 * nothing about the recipe's photo, so that image is left out.
 */
export function extractOpenGraph($: CheerioAPI): RecipeFields {
  // One pass over the page for its meta tags, logos and icons.
  const contents = new Map<string, string>();
  const logos = new Set<string>();
  for (const el of $(`meta[content], ${LOGOS}`).toArray()) {
    const $el = $(el);
    if (el.name !== 'meta') {
      logos.add(fileName($el.attr('src') ?? $el.attr('href') ?? ''));
      continue;
    }
    const content = collapse($el.attr('content') ?? '');
    for (const key of [$el.attr('property'), $el.attr('name')]) {
      if (key && content && !contents.has(key)) contents.set(key, content);
    }
  }
  const meta = (...names: string[]): string | undefined => names.map((name) => contents.get(name)).find(Boolean);
  const image = meta('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image');
  return {
    name: meta('og:title', 'twitter:title') ?? (collapse($('title').first().text()) || undefined),
    image: image && (logos.has(fileName(image)) || looksLikeLogo(image)) ? undefined : image,
    notes: meta('og:description', 'description'),
  };
}
