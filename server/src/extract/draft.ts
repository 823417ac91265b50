import { ingredientSchema, recipeFieldsSchema } from 'shared-api/contract';
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

/** The draft for merged fields; relative links resolve against linkBase (default: sourceUrl; none for pasted text). */
export function draftFromFields(fields: RecipeFields, sourceUrl: string | null, linkBase = sourceUrl): RecipeDraft {
  // Pages that give only prep and cook time still have a total.
  const total =
    fields.totalMinutes ??
    (fields.prepMinutes !== undefined || fields.cookMinutes !== undefined
      ? (fields.prepMinutes ?? 0) + (fields.cookMinutes ?? 0)
      : undefined);
  return {
    name: fields.name ?? '',
    image_url: absoluteUrl(fields.image, linkBase),
    cuisine: fields.cuisine ?? null,
    dietary: fields.dietary ?? null,
    tags: fields.tags ?? [],
    prep_time: formatMinutes(fields.prepMinutes),
    cook_time: formatMinutes(fields.cookMinutes),
    total_time: formatMinutes(total),
    servings: servingsOf(fields.yields),
    ingredients: (fields.ingredients ?? []).map(ingredientOf),
    instructions: (fields.instructions ?? []).map((content, i) => ({ content, step_number: i + 1 })),
    notes: fields.notes ?? '',
    source_url: sourceUrl,
  };
}
