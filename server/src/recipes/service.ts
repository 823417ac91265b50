import {
  categoriesOf,
  cuisineOf,
  dietaryOf,
  distinctValues,
  listKeysOf,
  weekStartDate,
  type Recipe,
  type RecipeDraft,
  type RecipeFacets,
  type RecipeFields,
  type RecipeSummary,
} from 'shared-api/contract';
import type * as z from 'zod/mini';
import type { Config } from '../config';
import { saveImage } from '../images/storage';
import { isUuid } from '../lib/ids';
import { badRequest, notFound } from '../lib/http-error';
import { describeIssue } from '../lib/issues';
import type { MultipartForm } from '../lib/multipart';
import type { ListFilter, RecipeRepository, RecipeRow, RecipeWithOwner, SummaryRow } from './repository';

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** The fields a recipe answer and an import draft share, in the contract's names. */
function describedFields(row: SummaryRow) {
  return {
    name: row.name,
    image_url: row.imageUrl,
    cuisine: row.cuisine,
    dietary: row.dietary,
    tags: row.tags,
    prep_time: row.prepTime,
    cook_time: row.cookTime,
    total_time: row.totalTime,
    servings: row.servings,
    source_url: row.sourceUrl,
  };
}

export function toSummary(row: SummaryRow, owner: { id: string; name: string }, isFavorite: boolean): RecipeSummary {
  return {
    id: row.id,
    ...describedFields(row),
    is_favorite: isFavorite,
    updated_at: row.updatedAt.toISOString(),
    profile: owner,
  };
}

export function toRecipe(row: RecipeRow, owner: { id: string; name: string }, isFavorite: boolean): Recipe {
  return {
    ...toSummary(row, owner, isFavorite),
    ingredients: row.ingredients,
    instructions: row.instructions,
    notes: row.notes,
    origin_recipe_id: row.originRecipeId,
  };
}

export function toDraft(row: RecipeRow): RecipeDraft {
  return {
    ...describedFields(row),
    ingredients: row.ingredients,
    instructions: row.instructions,
    notes: row.notes,
    // Copies point at the first recipe, so a copy of a copy is still recognised as the same recipe.
    origin_recipe_id: row.originRecipeId ?? row.id,
  };
}

/** The contract's recipe fields as columns, with the list keys derived from them. */
export function columnsOf(fields: RecipeFields) {
  return {
    ...listKeysOf(fields),
    name: fields.name,
    cuisine: fields.cuisine,
    dietary: fields.dietary,
    tags: fields.tags,
    prepTime: fields.prep_time,
    cookTime: fields.cook_time,
    totalTime: fields.total_time,
    servings: fields.servings,
    ingredients: fields.ingredients,
    instructions: fields.instructions,
    notes: fields.notes,
  };
}

/** Any recipe of the product with its owning profile (shared recipes); 404 when there is none. */
export async function requireRecipe(recipes: RecipeRepository, recipeId: string): Promise<RecipeWithOwner> {
  const row = isUuid(recipeId) ? await recipes.findWithOwner(recipeId) : undefined;
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

/** A recipe of any profile of the caller's household (admins: any recipe); 404 otherwise. */
export async function requireHouseholdRecipe(
  recipes: RecipeRepository,
  user: { id: string; role: string },
  recipeId: string,
  { allowAdmin = false } = {},
): Promise<RecipeWithOwner> {
  const row = await requireRecipe(recipes, recipeId);
  if (row.owner.householdId !== user.id && !(allowAdmin && user.role === 'ADMIN')) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

/** The `data` field of a multipart save, parsed as JSON and validated with the contract's schema. */
export function parseDataField<S extends z.ZodMiniType>(form: MultipartForm, schema: S): z.output<S> {
  const raw = form.fields.get('data');
  if (!raw) throw badRequest('data: the recipe is missing');
  const imageModified = form.fields.get('image_modified');
  if (imageModified && imageModified !== 'true' && imageModified !== 'false') throw badRequest('image_modified: must be "true" or "false"');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw badRequest('data: not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error.issues[0]));
  return parsed.data;
}

/** Stores the uploaded image when the form says it changed; otherwise undefined (keep what there is). */
export async function uploadedImage(config: Config, form: MultipartForm): Promise<string | undefined> {
  if (!form.file) return undefined;
  if (form.fields.get('image_modified') === 'false') return undefined;
  return saveImage(config, form.file);
}

/** The list's search, filters and sort as the repository compares them (spec §5: case-insensitive, the search trimmed). */
export function listFilterOf(
  query: { search: string; cuisine: string; category: string; time?: ListFilter['time']; sort?: ListFilter['sort']; week_start?: string },
  today: Date = new Date(),
): ListFilter {
  const thisWeek = query.week_start ?? weekStartDate(0, today);
  return {
    nameContains: query.search.trim().toLowerCase(),
    cuisine: query.cuisine.toLowerCase(),
    categoryContains: query.category.toLowerCase(),
    time: query.time,
    sort: query.sort,
    cookedWeeks: [thisWeek, addDays(thisWeek, 7)],
  };
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The household's recipe count and the filters' choices, as the client used to derive them from every recipe. */
export async function recipeFacets(recipes: RecipeRepository, householdId: string): Promise<RecipeFacets> {
  const groups = await recipes.facetSources(householdId);
  const described = groups.map((group) => ({ cuisine: group.cuisine, dietary: group.dietary, tags: group.tags ?? [] }));
  return {
    total: groups.reduce((sum, group) => sum + group.count, 0),
    cuisines: distinctValues(described.map(cuisineOf)),
    categories: categoriesOf(described.map(dietaryOf)),
  };
}

const BACKFILL_BATCH = 500;

/** Derives the list keys of recipes stored before they existed (idempotent, so any instance may run it). */
export async function backfillListKeys(recipes: RecipeRepository): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await recipes.unkeyed(BACKFILL_BATCH);
    await recipes.setListKeys(rows.map((row) => ({ id: row.id, keys: listKeysOf(row) })));
    done += rows.length;
    if (rows.length < BACKFILL_BATCH) return done;
  }
}
