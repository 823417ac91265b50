import * as z from 'zod/mini';
import { endpoint } from '../define';
import { id as idText, int32, isoDate, text } from '../text';
import { RECIPE_LIMITS as LIMITS, RECIPE_PAGE_SIZE, RECIPE_SORTS, TIME_FILTERS } from './rules';

const id = z.uuid('Invalid id');
const shortText = (max: number) => text({ max });
/** Missing, null and '' all mean "none". */
const orNull = <T extends z.ZodMiniType<string>>(schema: T) => z.pipe(z.nullish(schema), z.transform((value) => value || null));
const optionalText = (max: number) => orNull(shortText(max));
/** Missing and null mean ''. */
const orEmpty = <T extends z.ZodMiniType<string>>(schema: T) => z.pipe(z.nullish(schema), z.transform((value) => value ?? ''));

/** Where an image may live: stored by our server under /uploads/, or an http(s) link from an imported page. */
const imageUrl = orNull(
  text({ max: 2000 }).check(
    z.refine((value) => value === '' || /^\/uploads\/[\w.-]+$/.test(value) || /^https?:\/\/\S+$/i.test(value), 'Invalid image URL'),
  ),
);

const sourceUrl = orNull(
  text({ max: 2000 }).check(z.refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), 'Source link must start with http:// or https://')),
);

export const ingredientSchema = z.object({
  name: shortText(LIMITS.ingredientName),
  quantity: z._default(z.coerce.number().check(z.gte(0, 'Quantity cannot be negative'), z.lte(1_000_000)), 0),
  unit: z._default(shortText(LIMITS.unit), ''),
  note: orEmpty(shortText(LIMITS.note)),
});
export type Ingredient = z.output<typeof ingredientSchema>;

export const instructionSchema = z.object({
  content: shortText(LIMITS.step),
  step_number: int32({ min: 1 }),
});
export type Instruction = z.output<typeof instructionSchema>;

/** Fields the user edits; shared by save, edit, import answers and the forms. */
export const recipeFieldsSchema = z.object({
  name: shortText(LIMITS.name).check(z.minLength(1, 'Recipe title is required')),
  cuisine: optionalText(LIMITS.cuisine),
  dietary: optionalText(LIMITS.dietary),
  tags: z._default(z.array(shortText(LIMITS.tag)).check(z.maxLength(LIMITS.tags)), []),
  prep_time: optionalText(LIMITS.time),
  cook_time: optionalText(LIMITS.time),
  total_time: optionalText(LIMITS.time),
  servings: z._default(
    z.coerce.number().check(z.int('Servings must be a whole number'), z.gte(1, 'Servings must be at least 1'), z.lte(1000)),
    1,
  ),
  // Blank rows of the form are dropped; steps are renumbered 1..n by position.
  ingredients: z.pipe(
    z._default(z.array(ingredientSchema).check(z.maxLength(LIMITS.ingredients)), []),
    z.transform((rows) => rows.filter((row) => row.name !== '')),
  ),
  instructions: z.pipe(
    z._default(z.array(instructionSchema).check(z.maxLength(LIMITS.steps)), []),
    z.transform((rows) => rows.filter((row) => row.content !== '').map((row, index) => ({ ...row, step_number: index + 1 }))),
  ),
  notes: orEmpty(shortText(LIMITS.notes)),
  source_url: sourceUrl,
  image_url: imageUrl,
});
export type RecipeFields = z.output<typeof recipeFieldsSchema>;
export type RecipeFieldsInput = z.input<typeof recipeFieldsSchema>;

/** The `data` part of a multipart save (spec §7: recipe, recipe_url, profile_id). */
export const recipeSaveDataSchema = z.extend(recipeFieldsSchema, {
  recipe_url: sourceUrl,
  profile_id: z.nullish(idText()),
  /** Set when the recipe was fetched from another profile's (Search Recipe): copies are recognised as "exists". */
  origin_recipe_id: z.pipe(z.nullish(id), z.transform((value) => value ?? null)),
});
export type RecipeSaveData = z.input<typeof recipeSaveDataSchema>;

export const recipeEditDataSchema = z.extend(recipeSaveDataSchema, { id });
export type RecipeEditData = z.input<typeof recipeEditDataSchema>;

/** Parsed multipart fields of a save: `data` (JSON), `image_modified`, optional `image` file. */
const multipartSave = <T extends z.ZodMiniType>(data: T) => z.object({ data, image_modified: z.optional(z.enum(['true', 'false'])) });

export const profileRef = z.object({ id: z.string(), name: z.string() });

/** What a stored recipe and an imported draft both say about a dish. */
export const recipeBasicsSchema = z.object({
  name: z.string(),
  image_url: z.nullable(z.string()),
  cuisine: z.nullable(z.string()),
  dietary: z.nullable(z.string()),
  tags: z.array(z.string()),
  prep_time: z.nullable(z.string()),
  cook_time: z.nullable(z.string()),
  total_time: z.nullable(z.string()),
  servings: z.number(),
  source_url: z.nullable(z.string()),
});

export const recipeSummarySchema = z.extend(recipeBasicsSchema, {
  id: z.string(),
  is_favorite: z.boolean(),
  updated_at: z.string(),
  profile: profileRef,
});
export type RecipeSummary = z.output<typeof recipeSummarySchema>;

/** Answer shapes (no coercion or defaults: what the server stored). */
export const ingredientOutSchema = z.object({ name: z.string(), quantity: z.number(), unit: z.string(), note: z.string() });
export const instructionOutSchema = z.object({ content: z.string(), step_number: z.number() });

export const recipeSchema = z.extend(recipeSummarySchema, {
  ingredients: z.array(ingredientOutSchema),
  instructions: z.array(instructionOutSchema),
  notes: z.string(),
  origin_recipe_id: z.nullable(z.string()),
});
export type Recipe = z.output<typeof recipeSchema>;

export const saveResultSchema = z.object({ status: z.enum(['success', 'exists']), recipe_id: z.string() });
export type SaveResult = z.output<typeof saveResultSchema>;

const profileParams = z.object({ profileId: idText() });
const profileRecipeParams = z.object({ profileId: idText(), recipeId: idText() });

export const listRecipes = endpoint({
  method: 'GET',
  path: '/recipes/:profileId',
  params: profileParams,
  response: z.array(recipeSummarySchema),
  fallback: 'Failed to fetch recipes',
  summary: "The household's recipes, with the owner and this profile's favorites",
});

/** Search and filter text: what the database can compare (text() refuses NUL and lone surrogates). */
const queryText = (max: number) => z._default(text({ max }), '');

const calendarDate = isoDate('week_start must be a real date like 2026-11-23');

/** Search, filters and sort of /recipes (spec §5, §9); the rating slider is not applied, so not sent. */
export const recipeListQuerySchema = z.object({
  search: queryText(300),
  cuisine: queryText(100),
  category: queryText(200),
  time: z.optional(z.enum(TIME_FILTERS)),
  sort: z.optional(z.enum(RECIPE_SORTS)),
  /** This week's Monday as the browser sees it: Most Cooked counts plan entries of it and the next week. */
  week_start: z.optional(calendarDate),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), RECIPE_PAGE_SIZE),
});
export type RecipeListQuery = z.input<typeof recipeListQuerySchema>;

export const recipePageSchema = z.object({
  items: z.array(recipeSummarySchema),
  /** Recipes matching the search and filters. */
  total: z.int(),
  /** Offset of the next page; null on the last one. */
  next_offset: z.nullable(z.int()),
});
export type RecipePage = z.output<typeof recipePageSchema>;

export const listRecipePage = endpoint({
  method: 'GET',
  path: '/recipes/:profileId/page',
  params: profileParams,
  query: recipeListQuerySchema,
  response: recipePageSchema,
  fallback: 'Failed to fetch recipes',
  summary: "A page of the household's recipes, searched, filtered and sorted as /recipes shows them",
});

export const recipeFacetsSchema = z.object({
  /** Every recipe of the household. */
  total: z.int(),
  cuisines: z.array(z.string()),
  categories: z.array(z.string()),
});
export type RecipeFacets = z.output<typeof recipeFacetsSchema>;

export const getRecipeFacets = endpoint({
  method: 'GET',
  path: '/recipes/:profileId/facets',
  params: profileParams,
  response: recipeFacetsSchema,
  fallback: 'Failed to fetch recipes',
  summary: "How many recipes the household has, and the cuisines and categories its filters offer",
});

export const getFullRecipe = endpoint({
  method: 'GET',
  path: '/recipes/:id/full',
  params: z.object({ id: idText() }),
  query: z.object({ profile_id: z.optional(idText()) }),
  response: recipeSchema,
  fallback: 'Failed to fetch full recipe',
  summary: 'A recipe with ingredients, instructions and notes',
});

export const saveRecipe = endpoint({
  method: 'POST',
  path: '/recipes/:profileId',
  params: profileParams,
  body: multipartSave(recipeSaveDataSchema),
  multipart: true,
  response: saveResultSchema,
  fallback: 'Failed to save recipe',
  summary: 'Save a recipe into a profile (multipart: data, image_modified, image)',
});

export const editRecipe = endpoint({
  method: 'POST',
  path: '/recipes/:profileId/edit-recipe',
  params: profileParams,
  body: multipartSave(recipeEditDataSchema),
  multipart: true,
  response: saveResultSchema,
  fallback: 'Failed to save recipe',
  summary: 'Edit a recipe (multipart: data with id, image_modified, image)',
});

export const deleteRecipe = endpoint({
  method: 'DELETE',
  path: '/recipes/:profileId/:recipeId',
  params: profileRecipeParams,
  response: z.object({ message: z.string() }),
  fallback: 'Failed to delete recipe',
  summary: 'Delete a recipe of this profile (and its plan entries)',
});

export const toggleFavorite = endpoint({
  method: 'PATCH',
  path: '/recipes/:profileId/:recipeId/favorite',
  params: profileRecipeParams,
  response: z.object({ recipe_id: z.string(), is_favorite: z.boolean() }),
  fallback: 'Failed to toggle favorite',
  summary: "Toggle a recipe in this profile's favorites",
});

export const updateRecipeImage = endpoint({
  method: 'POST',
  path: '/recipes/update-image/recipe/change',
  body: z.object({ recipe_id: id }),
  multipart: true,
  response: z.object({ recipe_id: z.string(), image_url: z.string() }),
  fallback: 'Failed to update image',
  summary: "Replace a recipe's image (multipart: recipe_id, image)",
});

export const generateRecipeImageById = endpoint({
  method: 'POST',
  path: '/recipes/generate/image/recipeid',
  body: z.object({ recipe_id: id }),
  binary: true,
  response: z.instanceof(Blob),
  fallback: 'Failed to generate image',
  summary: "Generate a picture for a stored recipe (PNG)",
});

export const generateImageBodySchema = z.object({
  name: shortText(300).check(z.minLength(1, 'Recipe title is required')),
  cuisine: optionalText(100),
  dietary: optionalText(200),
  tags: z.optional(z.array(shortText(60)).check(z.maxLength(50))),
  ingredients: z.optional(z.array(z.union([text({ max: 300 }), z.looseObject({ name: text({ max: 300 }) })])).check(z.maxLength(300))),
});
export type GenerateImageBody = z.input<typeof generateImageBodySchema>;

export const generateRecipeImage = endpoint({
  method: 'POST',
  path: '/recipes/generate/image',
  body: generateImageBodySchema,
  binary: true,
  response: z.instanceof(Blob),
  fallback: 'Failed to generate image',
  summary: 'Generate a picture from recipe form values (PNG)',
});

export const autocompleteSuggestionSchema = z.object({
  name: z.string(),
  source_url: z.nullable(z.string()),
  recipe_id: z.string(),
  profile_name: z.string(),
});
export type AutocompleteSuggestion = z.output<typeof autocompleteSuggestionSchema>;

export const autocompleteRecipes = endpoint({
  method: 'GET',
  path: '/recipes/autocomplete/fetch/all',
  query: z.object({ query: z._default(text({ max: 200, trim: false }), '') }),
  response: z.array(autocompleteSuggestionSchema),
  fallback: 'Failed to fetch recipes',
  summary: 'Shared recipes whose name contains the query (at least 3 characters)',
});
