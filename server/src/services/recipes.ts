import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Recipe, RecipeDraft, RecipeSummary } from 'shared-api/contract';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { profiles, recipeFavorites, recipes, type RecipeRow } from '../db/schema';
import { badRequest, notFound, payloadTooLarge } from '../lib/http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

export const RECIPE_NOT_FOUND = 'Recipe not found';

/** Columns of a list row: everything but the heavy ingredient and instruction lists. */
export const summaryColumns = {
  id: recipes.id,
  profileId: recipes.profileId,
  name: recipes.name,
  imageUrl: recipes.imageUrl,
  cuisine: recipes.cuisine,
  dietary: recipes.dietary,
  tags: recipes.tags,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  totalTime: recipes.totalTime,
  servings: recipes.servings,
  sourceUrl: recipes.sourceUrl,
  updatedAt: recipes.updatedAt,
};

type SummaryRow = Pick<RecipeRow, keyof typeof summaryColumns>;

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

export interface HouseholdRecipe {
  recipe: RecipeRow;
  owner: { id: string; name: string; userId: string };
}

/** Any recipe of the product with its owning profile (shared recipes); 404 when there is none. */
export async function requireRecipe(db: Db, recipeId: string): Promise<HouseholdRecipe> {
  if (!isUuid(recipeId)) throw notFound(RECIPE_NOT_FOUND);
  const [row] = await db
    .select({ recipe: recipes, owner: { id: profiles.id, name: profiles.name, userId: profiles.userId } })
    .from(recipes)
    .innerJoin(profiles, eq(recipes.profileId, profiles.id))
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

/** A recipe of any profile of the caller's household (admins: any recipe); 404 otherwise. */
export async function requireHouseholdRecipe(
  db: Db,
  user: { id: string; role: string },
  recipeId: string,
  { allowAdmin = false } = {},
): Promise<HouseholdRecipe> {
  const row = await requireRecipe(db, recipeId);
  if (row.owner.userId !== user.id && !(allowAdmin && user.role === 'ADMIN')) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

export async function isFavorite(db: Db, profileId: string, recipeId: string): Promise<boolean> {
  const [row] = await db
    .select({ recipeId: recipeFavorites.recipeId })
    .from(recipeFavorites)
    .where(and(eq(recipeFavorites.profileId, profileId), eq(recipeFavorites.recipeId, recipeId)))
    .limit(1);
  return Boolean(row);
}

/** Recipe ids among `recipeIds` that `profileId` has favorited. */
export async function favoriteIds(db: Db, profileId: string, recipeIds: string[]): Promise<Set<string>> {
  if (recipeIds.length === 0) return new Set();
  const rows = await db
    .select({ recipeId: recipeFavorites.recipeId })
    .from(recipeFavorites)
    .where(and(eq(recipeFavorites.profileId, profileId), inArray(recipeFavorites.recipeId, recipeIds)));
  return new Set(rows.map((row) => row.recipeId));
}

/** The profile's recipe that a save would duplicate: same source link, or same origin recipe. */
export async function findExisting(
  db: Db,
  profileId: string,
  sourceUrl: string | null,
  originRecipeId: string | null,
): Promise<string | null> {
  const same: SQL[] = [];
  if (sourceUrl) same.push(eq(recipes.sourceUrl, sourceUrl));
  if (originRecipeId) same.push(eq(recipes.originRecipeId, originRecipeId), eq(recipes.id, originRecipeId));
  if (same.length === 0) return null;
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.profileId, profileId), or(...same)))
    .orderBy(desc(recipes.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** The first zod issue as "field: message" (or just the message for the whole value). */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export interface MultipartForm {
  fields: Map<string, string>;
  file: Buffer | null;
}

/** Reads a multipart body (fields and at most one file) into memory; the 1 MB file cap answers 413. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('Expected a multipart/form-data body');
  const fields = new Map<string, string>();
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // An empty file input still sends a part; it means "no file".
        if (bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge('Image must be less than 1MB');
    if (code?.startsWith('FST_')) throw badRequest((error as Error).message);
    throw error;
  }
  return { fields, file };
}

/** The `data` field of a multipart save, parsed as JSON and validated with the contract's schema. */
export function parseDataField<S extends z.ZodType>(form: MultipartForm, schema: S): z.output<S> {
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
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}
