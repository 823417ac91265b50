import { ingredientSchema, isStorableText, RECIPE_LIMITS as LIMITS, recipeFieldsSchema } from 'shared-api/contract';
import { formatMinutes } from './duration.js';
import { parseIngredientLine } from './ingredient-parser.js';
import { numbersAsDigits } from './text.js';
import type { RecipeDraft, RecipeFields, RecipeIngredient } from './types.js';

/** Escapes of bytes past ASCII, one character's run at a time. */
const NON_ASCII_ESCAPES = /(?:%[89a-f][\da-f])+/gi;

/**
 * An absolute http(s) URL for a possibly relative one, else null. A link the page writes with
 * characters past ASCII ("…/Jalapeño-Poppers.jpg") keeps them as written, where URL escapes them:
 * it is the same file, and the page's own spelling is the one its readers know. Escapes the page
 * wrote itself ("%20") stay.
 */
function absoluteUrl(value: string | undefined, base: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base ?? undefined);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!/[^\p{ASCII}]/u.test(value)) return url.href;
    return url.href.replace(NON_ASCII_ESCAPES, (escaped) => {
      try {
        return decodeURIComponent(escaped);
      } catch {
        return escaped;
      }
    });
  } catch {
    return null;
  }
}

/**
 * A range written tight ("4-6 servings", "6 to 8"): its upper end counts. A spaced dash ("4 - 6
 * serving(s)", a recipe plugin's from and to fields set apart) gives the lower. This is how
 * recipe-scrapers, which most recipe managers import with, reads a yield, so a recipe gets the same
 * servings here as there.
 */
const TIGHT_RANGE = /(?<!\d)\d+(?:\s+to\s+|-)(\d+)/i;

/**
 * The number of servings in a yields text ("Serves: 4", "12 cookies", "Serves eight to ten"): the
 * first number, or a tight range's upper end; 1 when there is none, or when it is more than a recipe
 * can serve (a misread value such as a weight).
 */
function servingsOf(yields: string | undefined): number {
  const text = numbersAsDigits(yields ?? '');
  const number = TIGHT_RANGE.exec(text)?.[1] ?? /\d+(?:[.,]\d+)?/.exec(text)?.[0];
  const value = number ? Math.round(Number(number.replace(',', '.'))) : 0;
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

/**
 * Text cut to what a saved recipe holds, so a draft from an odd page (a whole article as the
 * title, a step run into the comments) can be saved as it is; never half a surrogate pair.
 */
function fitted(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
const fittedOrNull = (text: string | undefined, max: number): string | null => (text === undefined ? null : fitted(storable(text), max));

const fittedIngredient = (ingredient: RecipeIngredient): RecipeIngredient => ({
  ...ingredient,
  name: fitted(ingredient.name, LIMITS.ingredientName),
  unit: fitted(ingredient.unit, LIMITS.unit),
  note: fitted(ingredient.note, LIMITS.note),
});

/** The draft for merged fields; relative links resolve against linkBase (default: sourceUrl; none for pasted text). */
export function draftFromFields(fields: RecipeFields, sourceUrl: string | null, linkBase = sourceUrl): RecipeDraft {
  // Pages that give only prep and cook time still have a total.
  const total =
    fields.totalMinutes ??
    (fields.prepMinutes !== undefined || fields.cookMinutes !== undefined
      ? (fields.prepMinutes ?? 0) + (fields.cookMinutes ?? 0)
      : undefined);
  return {
    name: fitted(storable(fields.name ?? ''), LIMITS.name),
    image_url: absoluteUrl(fields.image, linkBase),
    cuisine: fittedOrNull(fields.cuisine, LIMITS.cuisine),
    dietary: fittedOrNull(fields.dietary, LIMITS.dietary),
    tags: (fields.tags ?? []).slice(0, LIMITS.tags).map((tag) => fitted(storable(tag), LIMITS.tag)),
    prep_time: formatMinutes(fields.prepMinutes),
    cook_time: formatMinutes(fields.cookMinutes),
    total_time: formatMinutes(total),
    servings: servingsOf(fields.yields),
    ingredients: (fields.ingredients ?? []).slice(0, LIMITS.ingredients).map((line) => fittedIngredient(ingredientOf(storable(line)))),
    instructions: (fields.instructions ?? [])
      .slice(0, LIMITS.steps)
      .map((content, i) => ({ content: fitted(storable(content), LIMITS.step), step_number: i + 1 })),
    notes: fitted(storable(fields.notes ?? ''), LIMITS.notes),
    source_url: sourceUrl,
  };
}
