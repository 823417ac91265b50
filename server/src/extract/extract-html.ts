import type { CheerioAPI } from 'cheerio';
import { draftFromFields } from './draft.js';
import { tidyIngredientLine } from './ingredient-parser.js';
import { extractJsonLd } from './json-ld.js';
import { extractMicrodata } from './microdata.js';
import { extractHeuristic } from './heuristic.js';
import { extractOpenGraph } from './opengraph.js';
import { extractPlugin } from './plugins.js';
import { loadHtml } from './text.js';
import type { ExtractResult, ExtractSource, RecipeFields } from './types.js';

type Field = keyof RecipeFields;

interface Strategy {
  source: ExtractSource;
  extract: ($: CheerioAPI, wanted: ReadonlySet<Field>) => RecipeFields | undefined;
  /** The fields it can give; it runs only while one of them is still missing. */
  gives?: Field[];
}

/** Most trusted first. */
const STRATEGIES: Strategy[] = [
  { source: 'json-ld', extract: extractJsonLd },
  { source: 'microdata', extract: extractMicrodata },
  { source: 'plugin', extract: extractPlugin },
  { source: 'heuristic', extract: extractHeuristic, gives: ['name', 'image', 'ingredients', 'instructions'] },
  // Always consulted: its image competes with the recipe's (see chooseImage).
  { source: 'opengraph', extract: extractOpenGraph },
];

const isPresent = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';

const fileName = (url: string): string => url.replace(/[?#].*$/, '').replace(/^.*\//, '');

/**
 * og:image is the full-size photo the site chose for the page, while Recipe image lists often
 * start with a thumbnail crop ("-225x225"); when both name the same file, the recipe's own
 * rendition of it wins. (Measured on the fixture pages: og:image first is right far more often.)
 */
function chooseImage(recipeImage: string | undefined, pageImage: string | undefined): string | undefined {
  if (!recipeImage || !pageImage) return recipeImage ?? pageImage;
  return fileName(recipeImage) === fileName(pageImage) ? recipeImage : pageImage;
}

/** Field by field, the first strategy (in order of trust) that found a value wins. */
function mergeFields($: CheerioAPI): { fields: RecipeFields; sources: ExtractSource[] } {
  const fields: RecipeFields = {};
  const sources: ExtractSource[] = [];
  let pageImage: string | undefined;
  for (const strategy of STRATEGIES) {
    const wanted = new Set(strategy.gives?.filter((key) => !isPresent(fields[key])));
    if (strategy.gives && !wanted.size) continue;
    const found = strategy.extract($, wanted);
    if (!found) continue;
    if (strategy.source === 'opengraph') {
      pageImage = found.image;
      fields.image = chooseImage(fields.image, pageImage);
    }
    let used = false;
    for (const [key, value] of Object.entries(found) as [Field, RecipeFields[Field]][]) {
      if (isPresent(value) && !isPresent(fields[key])) {
        Object.assign(fields, { [key]: value });
        used = true;
      }
    }
    if (used || (pageImage && fields.image === pageImage)) sources.push(strategy.source);
  }
  return { fields, sources };
}

const httpUrl = (value: string | undefined, base: string): string | undefined => {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * What relative links resolve against: <base href> as browsers do, else the page's own canonical
 * address (a page saved or served from elsewhere still links relative to its real site), else the
 * address it was fetched from.
 */
export function linkBase($: CheerioAPI, pageUrl: string): string {
  const canonical =
    httpUrl($('link[rel~="canonical"]').first().attr('href'), pageUrl) ??
    httpUrl($('meta[property="og:url"]').first().attr('content'), pageUrl);
  const documentUrl = canonical ?? pageUrl;
  return httpUrl($('base[href]').first().attr('href'), documentUrl) ?? documentUrl;
}

/** Reads the recipe of an HTML page; pageUrl resolves relative links and becomes source_url. */
export function extractRecipeFromHtml(html: string, pageUrl: string): ExtractResult {
  const $ = loadHtml(html);
  const { fields, sources } = mergeFields($);
  fields.ingredients = fields.ingredients?.map(tidyIngredientLine).filter(Boolean);
  return { recipe: draftFromFields(fields, pageUrl, linkBase($, pageUrl)), ingredient_lines: fields.ingredients ?? [], sources };
}
