import { ingredientSchema, isStorableText, recipeFieldsSchema } from 'shared-api/contract';
import { formatMinutes } from './duration.js';
import { parseIngredientLine } from './ingredient-parser.js';
import { numbersAsDigits } from './text.js';
import type { RecipeDraft, RecipeFields, RecipeIngredient } from './types.js';

/** An absolute http(s) URL for a possibly relative one, else null. */
function absoluteUrl(value: string | undefined, base: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base ?? undefined);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The first number in a yields text ("Serves: 4", "12 cookies", "Serves eight to ten"); 1 when
 * there is none, or when it is more than a recipe can serve (a misread value such as a weight).
 */
function servingsOf(yields: string | undefined): number {
  const match = /\d+(?:[.,]\d+)?/.exec(numbersAsDigits(yields ?? ''));
  const value = match ? Math.round(Number(match[0].replace(',', '.'))) : 0;
  return recipeFieldsSchema.shape.servings.safeParse(value).success ? value : 1;
}

/** An ingredient whose amount no recipe holds ("999…9 g", "1/0 cup") keeps its name, without the amount. */
function ingredientOf(line: string): RecipeIngredient {
  const ingredient = parseIngredientLine(line);
  return ingredientSchema.shape.quantity.safeParse(ingredient.quantity).success ? ingredient : { ...ingredient, quantity: 0 };
}

const utf8 = { encoder: new TextEncoder(), decoder: new TextDecoder() };
/**
 * Text the recipe can be saved with: a page's data may escape a NUL or half a surrogate pair
 * ("\u0000", "\ud83d"), which no text field stores. The NUL is dropped, the half replaced as
 * UTF-8 replaces it.
 */
const storable = (text: string): string =>
  isStorableText(text) ? text : utf8.decoder.decode(utf8.encoder.encode(text)).replaceAll('\u0000', '');
const storableOrNull = (text: string | undefined): string | null => (text === undefined ? null : storable(text));

/** The draft for merged fields; relative links resolve against linkBase (default: sourceUrl; none for pasted text). */
export function draftFromFields(fields: RecipeFields, sourceUrl: string | null, linkBase = sourceUrl): RecipeDraft {
  // Pages that give only prep and cook time still have a total.
  const total =
    fields.totalMinutes ??
    (fields.prepMinutes !== undefined || fields.cookMinutes !== undefined
      ? (fields.prepMinutes ?? 0) + (fields.cookMinutes ?? 0)
      : undefined);
  return {
    name: storable(fields.name ?? ''),
    image_url: absoluteUrl(fields.image, linkBase),
    cuisine: storableOrNull(fields.cuisine),
    dietary: storableOrNull(fields.dietary),
    tags: (fields.tags ?? []).map(storable),
    prep_time: formatMinutes(fields.prepMinutes),
    cook_time: formatMinutes(fields.cookMinutes),
    total_time: formatMinutes(total),
    servings: servingsOf(fields.yields),
    ingredients: (fields.ingredients ?? []).map((line) => ingredientOf(storable(line))),
    instructions: (fields.instructions ?? []).map((content, i) => ({ content: storable(content), step_number: i + 1 })),
    notes: storable(fields.notes ?? ''),
    source_url: sourceUrl,
  };
}
