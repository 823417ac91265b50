import { displayAmount, type UnitSystem } from '../amounts';
import { round2 } from '../units';

/** What a saved recipe holds at most (the save contract refuses more; an import's draft is cut to fit). */
export const RECIPE_LIMITS = {
  name: 300,
  cuisine: 100,
  dietary: 200,
  tag: 60,
  tags: 50,
  time: 60,
  ingredientName: 300,
  unit: 60,
  note: 1000,
  ingredients: 300,
  step: 5000,
  steps: 300,
  notes: 10_000,
} as const;

/** Shared recipes are searched once the query has this many characters. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** Picture generation gives up after this long with IMAGE_GENERATION_TIMED_OUT. */
export const IMAGE_GENERATION_TIMEOUT_MS = 15_000;
export const IMAGE_GENERATION_TIMED_OUT = 'Image generation timed out';

/** Why another profile's recipe cannot be deleted: the row's tooltip, label and toast (the server answers it too). */
export const NOT_OWNER_DELETE = 'You can only delete your own recipes';

/** Scale factor planned servings / recipe servings (default 1); 1 when either is not positive. */
export function scaleFactor(plannedServings: number, recipeServings: number | null | undefined): number {
  const base = recipeServings && recipeServings > 0 ? recipeServings : 1;
  if (!(plannedServings > 0)) return 1;
  return plannedServings / base;
}

export function scaleQuantity(quantity: number, plannedServings: number, recipeServings: number | null | undefined): number {
  return round2(quantity * scaleFactor(plannedServings, recipeServings));
}

/** Parses time text such as "1 hr 15 mins", "45 minutes", "PT1H5M" or "90" into minutes; null when none. */
export function parseMinutes(text: string | null | undefined): number | null {
  if (!text) return null;
  const value = text.trim().toLowerCase();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value));
  const hours = /(\d+(?:\.\d+)?)\s*(?:h\b|hr|hrs|hour|hours|h(?=\d))/.exec(value);
  const minutes = /(\d+(?:\.\d+)?)\s*(?:m\b|min|mins|minute|minutes|m$)/.exec(value);
  if (!hours && !minutes) return null;
  return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
}

/**
 * An ingredient as one line of text in the household's unit system, scaled by `scale` (planned
 * servings / recipe servings): "2 cups flour (sifted)", "½ onion"; a zero amount ("to taste") shows its unit only.
 */
export function formatIngredient(
  item: { name: string; quantity: number; unit: string; note: string },
  system: UnitSystem = 'as_written',
  scale = 1,
): string {
  const amount = displayAmount({ quantity: item.quantity * scale, unit: item.unit }, system, item.name);
  return [amount, item.name].filter(Boolean).join(' ') + (item.note ? ` (${item.note})` : '');
}

/** Import from a link: a video link goes to the video importer. */
export function isVideoLink(url: string): boolean {
  return /^(https?:\/\/)?((www|m|music)\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(url.trim());
}

/** Spec §9: the cooking-time filter's threshold in minutes. */
export const TIME_THRESHOLD_MINUTES = 40;

/** The /recipes sort menu (spec §9); no sort keeps the list newest first. */
export const RECIPE_SORTS = ['favorites', 'most-cooked', 'recent'] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
/** Cooking Time filter: Under 40 mins is 40 or less, Over 40 mins is more (spec §5). */
export const TIME_FILTERS = ['under-40', 'over-40'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

/** Rows of /recipes a page of the list holds. */
export const RECIPE_PAGE_SIZE = 40;

interface Described {
  name: string;
  cuisine: string | null;
  dietary: string | null;
  tags: string[];
  total_time: string | null;
}

/** Cuisine and dietary fall back to the tags when unset (spec §3). */
export const cuisineOf = (recipe: Pick<Described, 'cuisine' | 'tags'>): string => recipe.cuisine ?? recipe.tags[0] ?? '';
export const dietaryOf = (recipe: Pick<Described, 'dietary' | 'tags'>): string => recipe.dietary ?? recipe.tags.join(', ');

/**
 * What the list's search and filters compare, worked out once when a recipe is written so the
 * server filters with an index-friendly comparison that means exactly what spec §5 says:
 * name and category by case-insensitive inclusion, cuisine exactly ignoring case, time parsed from text.
 */
export function listKeysOf(recipe: Described): { nameKey: string; cuisineKey: string; dietaryKey: string; totalMinutes: number | null } {
  return {
    nameKey: recipe.name.toLowerCase(),
    cuisineKey: cuisineOf(recipe).toLowerCase(),
    dietaryKey: dietaryOf(recipe).toLowerCase(),
    totalMinutes: parseMinutes(recipe.total_time),
  };
}

/** Distinct values for a filter's choices, case-insensitively de-duplicated (first seen wins), sorted. */
export function distinctValues(values: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const clean = value.trim();
    if (clean && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Dietary texts like "Vegan, Gluten Free" → the categories they name. */
export function categoriesOf(dietaryTexts: Iterable<string>): string[] {
  return distinctValues([...dietaryTexts].flatMap((text) => text.split(',')));
}
