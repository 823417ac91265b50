import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  autocompleteRecipes,
  deleteRecipe,
  editRecipe,
  getFullRecipe,
  listRecipes,
  recipeEditDataSchema,
  recipeSaveDataSchema,
  saveRecipe,
  toggleFavorite,
  type RecipeFields,
} from 'shared-api/contract';
import { profiles, recipeFavorites, recipes } from '../db/schema';
import { forbidden } from '../lib/http-error';
import { route } from '../lib/route';
import { saveImage } from '../services/images';
import { requireOwnProfile } from '../services/profile-access';
import {
  findExisting,
  isFavorite,
  isUuid,
  parseDataField,
  readMultipart,
  requireHouseholdRecipe,
  summaryColumns,
  toRecipe,
  toSummary,
  type MultipartForm,
} from '../services/recipes';

const AUTOCOMPLETE_MIN = 3;
const AUTOCOMPLETE_LIMIT = 20;

function columnsOf(fields: RecipeFields) {
  return {
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

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export default function recipeRoutes(app: FastifyInstance): void {
  /** Stores the uploaded image when the form says it changed; otherwise undefined (keep what there is). */
  async function uploadedImage(form: MultipartForm): Promise<string | undefined> {
    if (!form.file) return undefined;
    if (form.fields.get('image_modified') === 'false') return undefined;
    return saveImage(app.config, form.file);
  }

  route(app, listRecipes, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const rows = await app.db
      .select({ recipe: summaryColumns, owner: { id: profiles.id, name: profiles.name }, favorite: recipeFavorites.recipeId })
      .from(recipes)
      .innerJoin(profiles, eq(recipes.profileId, profiles.id))
      .leftJoin(recipeFavorites, and(eq(recipeFavorites.recipeId, recipes.id), eq(recipeFavorites.profileId, profile.id)))
      .where(eq(profiles.userId, request.user.id))
      .orderBy(desc(recipes.updatedAt), asc(recipes.id));
    return rows.map((row) => toSummary(row.recipe, row.owner, row.favorite !== null));
  });

  route(app, getFullRecipe, {}, async (request) => {
    const { recipe, owner } = await requireHouseholdRecipe(app.db, request.user, request.params.id, { allowAdmin: true });
    const profileId = request.query.profile_id;
    const favorite = profileId && isUuid(profileId) ? await isFavorite(app.db, profileId, recipe.id) : false;
    return toRecipe(recipe, { id: owner.id, name: owner.name }, favorite);
  });

  route(app, saveRecipe, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const form = await readMultipart(request);
    const data = parseDataField(form, recipeSaveDataSchema);
    const sourceUrl = data.source_url ?? data.recipe_url;

    const existing = await findExisting(app.db, profile.id, sourceUrl, data.origin_recipe_id);
    if (existing) return { status: 'exists' as const, recipe_id: existing };

    const imageUrl = (await uploadedImage(form)) ?? data.image_url;
    const [created] = await app.db
      .insert(recipes)
      .values({
        ...columnsOf(data),
        profileId: profile.id,
        imageUrl,
        sourceUrl,
        originRecipeId: data.origin_recipe_id,
      })
      .returning({ id: recipes.id });
    return { status: 'success' as const, recipe_id: created!.id };
  });

  route(app, editRecipe, {}, async (request) => {
    await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const form = await readMultipart(request);
    const data = parseDataField(form, recipeEditDataSchema);
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, data.id, { allowAdmin: true });
    const uploaded = await uploadedImage(form);
    // image_modified=true without a file means the image was removed or replaced by a link.
    const imageUrl = uploaded ?? (form.fields.get('image_modified') === 'true' ? data.image_url : recipe.imageUrl);
    await app.db
      .update(recipes)
      .set({ ...columnsOf(data), imageUrl, sourceUrl: data.source_url ?? data.recipe_url, updatedAt: new Date() })
      .where(eq(recipes.id, recipe.id));
    return { status: 'success' as const, recipe_id: recipe.id };
  });

  route(app, deleteRecipe, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, request.params.recipeId);
    if (recipe.profileId !== profile.id) throw forbidden('You can only delete your own recipes');
    // Plan entries and favorites go with it (foreign keys cascade).
    await app.db.delete(recipes).where(eq(recipes.id, recipe.id));
    return { message: 'Recipe removed from your profile.' };
  });

  route(app, toggleFavorite, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, request.params.recipeId);
    const removed = await app.db
      .delete(recipeFavorites)
      .where(and(eq(recipeFavorites.profileId, profile.id), eq(recipeFavorites.recipeId, recipe.id)))
      .returning({ recipeId: recipeFavorites.recipeId });
    if (removed.length === 0) {
      await app.db.insert(recipeFavorites).values({ profileId: profile.id, recipeId: recipe.id }).onConflictDoNothing();
    }
    return { recipe_id: recipe.id, is_favorite: removed.length === 0 };
  });

  route(app, autocompleteRecipes, {}, async (request) => {
    const query = request.query.query.trim();
    if (query.length < AUTOCOMPLETE_MIN) return [];
    const rows = await app.db
      .select({ id: recipes.id, name: recipes.name, sourceUrl: recipes.sourceUrl, profileName: profiles.name })
      .from(recipes)
      .innerJoin(profiles, eq(recipes.profileId, profiles.id))
      .where(sql`lower(${recipes.name}) like ${`%${escapeLike(query.toLowerCase())}%`} escape '\\'`)
      .orderBy(asc(sql`lower(${recipes.name})`), desc(recipes.updatedAt))
      .limit(AUTOCOMPLETE_LIMIT);
    return rows.map((row) => ({ name: row.name, source_url: row.sourceUrl, recipe_id: row.id, profile_name: row.profileName }));
  });
}

