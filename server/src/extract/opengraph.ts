import type { CheerioAPI } from 'cheerio';
import { fileName, looksLikeLogo } from './images.js';
import { schemaLogos } from './json-ld.js';
import { collapse, letters } from './text.js';
import type { RecipeFields } from './types.js';
import { words } from './vocabulary.js';

export { fileName };

/** The site's logo and icons. */
const LOGOS = 'img[class*="logo"], [class*="logo"] > img, link[rel~="icon"], link[rel~="apple-touch-icon"]';

/** File names of the images the page shows or names as its site's logo or icons. */
export function siteLogos($: CheerioAPI): Set<string> {
  const shown = $(LOGOS).toArray().map((el) => $(el).attr('src') ?? $(el).attr('href') ?? '');
  return new Set([...shown, ...schemaLogos($)].map(fileName).filter(Boolean));
}

/** The word for a recipe alone, as a title adds it after a separator ("Mizeria - przepis"). */
const RECIPE_WORD = new RegExp(`^${words('recipe')}$`, 'i');

/** What sets a title's parts apart, spaced: "Lentil Soup | Cook", "Cook – Lentil Soup". */
const SEPARATOR = String.raw`[|–—·•»]|-{1,2}`;
export const TITLE_SEPARATOR = new RegExp(String.raw`\s+(?:${SEPARATOR})\s+`, 'u');
/** A title part and the site's name on either side of a separator. */
const LAST_PART = new RegExp(String.raw`^(.*\S)\s+(${SEPARATOR})\s+(\S.*)$`, 'u');
const FIRST_PART = new RegExp(String.raw`^(.*?\S)\s+(?:${SEPARATOR})\s+(\S.*)$`, 'u');

/**
 * A page title without the site's name it adds ("Lentil Soup - Cook Magazine" → "Lentil Soup"):
 * the part naming the site as the page does (og:site_name, its address's name), or after a "|",
 * which titles use for the site rather than within a dish's name; and the word "recipe" set apart
 * after the dish ("Mizeria - przepis"). A closing "Recipe" is the dish's title as the page writes it
 * ("Lentil Soup Recipe | Cook"), and stays.
 */
function withoutSiteName(title: string, siteNames: string[]): string {
  const names = siteNames.map(letters).filter((name) => name.length >= 3);
  const namesSite = (part: string): boolean => {
    const text = letters(part);
    return text.length > 0 && names.some((name) => text.includes(name) || name.includes(text));
  };
  const [, head = '', separator = '', last = ''] = LAST_PART.exec(title) ?? [];
  if (head && (namesSite(last) || separator === '|' || RECIPE_WORD.test(last))) return head;
  const [, first = '', rest = ''] = FIRST_PART.exec(title) ?? [];
  return first && namesSite(first) ? rest : title;
}

/** The names a page gives its site: og:site_name, application-name and its address's main label ("cook" of www.cook.example). */
function siteNames($: CheerioAPI, meta: (...names: string[]) => string | undefined): string[] {
  const address = $('link[rel~="canonical"]').first().attr('href') ?? meta('og:url');
  let label: string | undefined;
  try {
    label = address ? new URL(address).hostname.replace(/^www\./, '').split('.')[0] : undefined;
  } catch {
    label = undefined;
  }
  return [meta('og:site_name'), meta('application-name'), label].filter((name): name is string => Boolean(name));
}

/**
 * Title (without the site's name) and image from OpenGraph / Twitter card tags, then the document
 * title. A page whose card image is the site's own logo or icon (one the page shows or its
 * structured data names as such, or a file named so) says nothing about the recipe's photo, so
 * that image is left out; when two plugins each write a card (an SEO plugin's with the logo, a
 * share plugin's with the photo), the first card image that is no logo is the page's.
 */
export function extractOpenGraph($: CheerioAPI): RecipeFields {
  const contents = new Map<string, string[]>();
  for (const el of $('meta[content]').toArray()) {
    const $el = $(el);
    const content = collapse($el.attr('content') ?? '');
    for (const key of [$el.attr('property'), $el.attr('name')]) {
      if (!key || !content) continue;
      const values = contents.get(key);
      if (values) values.push(content);
      else contents.set(key, [content]);
    }
  }
  const meta = (...names: string[]): string | undefined => names.map((name) => contents.get(name)?.[0]).find(Boolean);
  const logos = siteLogos($);
  const isLogo = (url: string): boolean => logos.has(fileName(url)) || looksLikeLogo(url);
  const cardImages = ['og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'].flatMap((name) => contents.get(name) ?? []);
  return {
    name: withoutSiteName(meta('og:title', 'twitter:title') ?? collapse($('title').first().text()), siteNames($, meta)) || undefined,
    image: cardImages.find((url) => !isLogo(url)),
    notes: meta('og:description', 'description'),
  };
}
