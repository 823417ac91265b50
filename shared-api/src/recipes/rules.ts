/** Rounds to 2 decimals, as the spec's scaled quantities are. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

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
