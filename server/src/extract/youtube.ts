import { draftFromFields } from './draft.js';
import { ImportError } from './import-error.js';
import { hasRecipe, importPage } from './import-page.js';
import { tidyIngredientLine } from './ingredient-parser.js';
import { reading } from './reading.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';
import { STEP } from './step-numbers.js';
import { collapse, loadHtml } from './text.js';
import type { RecipeDraft, RecipeFields } from './types.js';
import { WORD_END, words } from './vocabulary.js';

export const YOUTUBE_FAILED = 'Failed to extract recipe from YouTube video. Please check the URL and try again.';

/** The video id of a youtube.com/watch, youtu.be, shorts, embed or live link; null otherwise. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.split('/')[1]
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (url.searchParams.get('v') ?? /^\/(?:shorts|embed|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1])
        : undefined;
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

export interface YoutubeVideo {
  title: string;
  description: string;
  thumbnail: string | undefined;
}

/** The JSON object literal starting at `start` (string-aware brace matching). */
function jsonObjectAt(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

interface PlayerResponse {
  videoDetails?: { title?: string; shortDescription?: string; thumbnail?: { thumbnails?: { url?: string; width?: number }[] } };
}

/** Title, full description and largest thumbnail of a video page (meta tags as the fallback). */
export function readYoutubePage(html: string): YoutubeVideo {
  const $ = loadHtml(html);
  let details: PlayerResponse['videoDetails'];
  for (const script of $('script').toArray()) {
    const code = $(script).text();
    const at = code.indexOf('ytInitialPlayerResponse');
    const start = at < 0 ? -1 : code.indexOf('{', at);
    const json = start < 0 ? undefined : jsonObjectAt(code, start);
    if (!json) continue;
    try {
      details = (JSON.parse(json) as PlayerResponse).videoDetails;
      break;
    } catch {
      // Not the assignment itself (e.g. a reference in other code): keep looking.
    }
  }
  const meta = (name: string): string | undefined =>
    $(`meta[property="${name}"], meta[name="${name}"]`).first().attr('content');
  const thumbnails = [...(details?.thumbnail?.thumbnails ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  return {
    title: collapse(details?.title ?? meta('og:title') ?? $('title').text().replace(/ - YouTube$/, '')),
    description: details?.shortDescription ?? meta('og:description') ?? meta('description') ?? '',
    thumbnail: thumbnails[0]?.url ?? meta('og:image'),
  };
}

/** Section headings at a line's start, in every language the page reader knows ("INGREDIENTS:", "Zubereitung"). */
const INGREDIENTS = new RegExp(`^${words('ingredients')}${WORD_END}`, 'i');
const STEPS = new RegExp(`^${words('instructions')}${WORD_END}`, 'i');
/** Lines that end a recipe section in a video description: the channel's links and the recipe's tools, notes and nutrition. */
const SECTION_END = new RegExp(
  String.raw`^(?:#|https?:\/\/|(?:follow|subscribe|music|social|connect|links?|timestamps|chapters)\b|(?:${words('equipment')}|${words('notes')}|${words('nutrition')}|${words('afterSteps')})${WORD_END})`,
  'i',
);
// Emoji with a variation selector are two code points, so they are alternatives, not class members.
const BULLET = /^(?:(?:[-–•*▢✔✅🔸🔹]|➡\uFE0F?|▪\uFE0F?)+\s*)/u;
const STEP_NUMBER = new RegExp(String.raw`^(?:${STEP}\s*)?\d+\s*[.:)-]\s*`, 'i');

/** Ingredients and steps from the "Ingredients" / "Method" sections of a video description. */
export function recipeFromDescription(description: string): Pick<RecipeFields, 'ingredients' | 'instructions'> {
  const ingredients: string[] = [];
  const instructions: string[] = [];
  let section: string[] | undefined;
  for (const raw of description.split(/\r?\n/)) {
    // Headings are often decorated: "🥘 INGREDIENTS:".
    const line = collapse(raw);
    const heading = line.replace(/^[^\p{L}\p{N}]+/u, '');
    if (heading.length <= 40 && INGREDIENTS.test(heading)) section = ingredients;
    else if (heading.length <= 40 && STEPS.test(heading)) section = instructions;
    else if (!line || !section) continue;
    else if (SECTION_END.test(line) || SECTION_END.test(heading)) section = undefined;
    // A sub-heading inside a section ("For the sauce:") is grouping, not an item.
    else if (/:$/.test(line) && line.length <= 40) continue;
    else if (section === ingredients) ingredients.push(tidyIngredientLine(line.replace(BULLET, '')));
    else instructions.push(collapse(line.replace(BULLET, '').replace(STEP_NUMBER, '')));
  }
  return { ingredients: ingredients.filter(Boolean), instructions: instructions.filter(Boolean) };
}

const NOT_RECIPE_HOSTS = /(^|\.)(youtube\.com|youtu\.be|instagram\.com|facebook\.com|tiktok\.com|twitter\.com|x\.com|pinterest\.[a-z.]+|amazon\.[a-z.]+|amzn\.to|patreon\.com|spotify\.com|apple\.com|linktr\.ee)$/i;

/** Links in a description that could be the recipe's page (not social or shop links). */
export function recipeLinks(description: string): string[] {
  const links = description.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(links)].filter((link) => {
    try {
      return !NOT_RECIPE_HOSTS.test(new URL(link).hostname);
    } catch {
      return false;
    }
  });
}

/** At most this many description links are tried as the recipe's page. */
const MAX_LINKS = 3;

/**
 * Imports the recipe of a YouTube video: the recipe page its description links to when there is
 * one, else the ingredients and steps written in the description.
 */
export async function extractFromYoutube(url: string, options: SafeFetchOptions = {}): Promise<RecipeDraft> {
  const id = youtubeVideoId(url);
  if (!id) throw new ImportError(YOUTUBE_FAILED, 422);
  let video: YoutubeVideo;
  try {
    const { html } = await safeFetch(`https://www.youtube.com/watch?v=${id}`, options);
    video = reading(() => readYoutubePage(html));
  } catch (error) {
    throw new ImportError(YOUTUBE_FAILED, 422, { cause: error });
  }
  for (const link of recipeLinks(video.description).slice(0, MAX_LINKS)) {
    const page = await importPage(link, options).catch(() => undefined);
    if (page && hasRecipe(page.result)) {
      const recipe = page.result.recipe;
      return { ...recipe, image_url: recipe.image_url ?? video.thumbnail ?? null };
    }
  }
  const found = reading(() => recipeFromDescription(video.description));
  if (!found.ingredients?.length && !found.instructions?.length) throw new ImportError(YOUTUBE_FAILED, 422);
  return draftFromFields({ ...found, name: video.title, image: video.thumbnail }, url);
}
