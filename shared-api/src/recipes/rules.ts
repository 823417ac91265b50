import { displayAmount, type UnitSystem } from '../amounts';
import { round2 } from '../units';

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
