import * as z from 'zod/mini';
import { endpoint } from '../define';
import { ingredientOutSchema, instructionOutSchema, recipeBasicsSchema } from '../recipes/contract';
import { text } from '../text';

/** An imported or fetched recipe, ready for the editable form (not saved yet). */
export const recipeDraftSchema = z.extend(recipeBasicsSchema, {
  ingredients: z.array(ingredientOutSchema),
  instructions: z.array(instructionOutSchema),
  notes: z.string(),
  /** Set by /extract/by-id: the shared recipe this draft copies. */
  origin_recipe_id: z.optional(z.nullable(z.string())),
});
export type RecipeDraft = z.output<typeof recipeDraftSchema>;

/** A user name or password in a link is never needed for a recipe and hides where it really goes (https://site.com@other.host/). */
function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

const urlBody = z.object({
  url: text({ max: 2000 }).check(
    z.minLength(1, 'Please enter a recipe link.'),
    z.refine((value) => /^https?:\/\/\S+$/i.test(value), 'Please enter a valid http(s) link.'),
    z.refine((value) => !hasCredentials(value), 'Links with a user name or password cannot be imported.'),
  ),
});

export const extractSingle = endpoint({
  method: 'POST',
  path: '/extract/single',
  body: urlBody,
  response: recipeDraftSchema,
  fallback: 'Failed to extract recipe.',
  summary: 'Import a recipe from a web page',
});

export const extractYoutube = endpoint({
  method: 'POST',
  path: '/extract/youtube_video',
  body: urlBody,
  response: recipeDraftSchema,
  fallback: 'Failed to extract recipe from YouTube video. Please check the URL and try again.',
  summary: 'Import a recipe from a video link',
});

export const extractById = endpoint({
  method: 'POST',
  path: '/extract/by-id',
  body: z.object({ recipe_id: z.uuid('Invalid recipe id.') }),
  response: recipeDraftSchema,
  fallback: 'Failed to load recipe.',
  summary: 'Load a shared recipe into the form',
});

/** Longest pasted recipe read; a long recipe with its notes is about 10,000 characters. */
export const MAX_PASTED_RECIPE_LENGTH = 50_000;

/** The pasted text, checked alike in the browser (before sending) and on the server. */
export const pastedTextSchema = text({ max: MAX_PASTED_RECIPE_LENGTH, tooLong: 'The pasted text is too long (at most 50,000 characters).' }).check(
  z.minLength(1, 'Please paste a recipe.'),
);

export const extractText = endpoint({
  method: 'POST',
  path: '/extract/text',
  body: z.object({ text: pastedTextSchema }),
  response: recipeDraftSchema,
  fallback: 'Failed to read the pasted recipe.',
  summary: 'Read a recipe pasted as text (a message, a PDF, a note) into the form',
});
