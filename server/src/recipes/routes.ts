import type { FastifyInstance } from 'fastify';
import {
  autocompleteRecipes,
  deleteRecipe,
  editRecipe,
  getFullRecipe,
  getRecipeFacets,
  listRecipePage,
  listRecipes,
  NOT_OWNER_DELETE,
  recipeEditDataSchema,
  recipeSaveDataSchema,
  saveRecipe,
  toggleFavorite,
} from 'shared-api/contract';
import { localImageUrl } from '../extract/photo-copy';
import { isUuid } from '../lib/ids';
import { forbidden } from '../lib/http-error';
import { readMultipart } from '../lib/multipart';
import { route, type ContractRequest } from '../lib/route';
import type { ProfileRepository } from '../profiles/repository';
import { requireOwnProfile } from '../profiles/service';
import type { RecipeRepository } from './repository';
import {
  columnsOf,
  listFilterOf,
  parseDataField,
  recipeFacets,
  requireHouseholdRecipe,
  toRecipe,
  toSummary,
  uploadedImage,
} from './service';

const AUTOCOMPLETE_MIN = 3;
const AUTOCOMPLETE_LIMIT = 20;

export default function recipeRoutes(app: FastifyInstance, { recipes, profiles }: { recipes: RecipeRepository; profiles: ProfileRepository }): void {
  route(app, listRecipes, { cached: (request) => ({ profileId: request.params.profileId }) }, async (request) => {
    const rows = await recipes.listHousehold(request.user.id, request.params.profileId);
    return rows.map((row) => toSummary(row.recipe, row.owner, row.favorite !== null));
  });

  // The filter, not the raw query, keys the answer: it holds the week Most Cooked counts.
  const pageOf = (query: ContractRequest<typeof listRecipePage>['query']) => ({ filter: listFilterOf(query), offset: query.offset, limit: query.limit });
  route(
    app,
    listRecipePage,
    { cached: (request) => ({ profileId: request.params.profileId, variant: JSON.stringify(pageOf(request.query)) }) },
    async (request) => {
      const { filter, offset, limit } = pageOf(request.query);
      const page = await recipes.listPage(request.user.id, request.params.profileId, filter, offset, limit);
      const items = page.rows.map((row) => toSummary(row.recipe, row.owner, row.favorite !== null));
      const { total } = page;
      return { items, total, next_offset: offset + items.length < total ? offset + items.length : null };
    },
  );

  route(app, getRecipeFacets, {}, async (request) => {
    await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    return recipeFacets(recipes, request.user.id);
  });

  route(app, getFullRecipe, {}, async (request) => {
    const { recipe, owner } = await requireHouseholdRecipe(recipes, request.user, request.params.id, { allowAdmin: true });
    const profileId = request.query.profile_id;
    const favorite = profileId && isUuid(profileId) ? await recipes.isFavorite(profileId, recipe.id) : false;
    return toRecipe(recipe, { id: owner.id, name: owner.name }, favorite);
  });

  route(app, saveRecipe, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const form = await readMultipart(request);
    const data = parseDataField(form, recipeSaveDataSchema);
    const sourceUrl = data.source_url ?? data.recipe_url;

    const existing = await recipes.findDuplicate(profile.id, sourceUrl, data.origin_recipe_id);
    if (existing) return { status: 'exists' as const, recipe_id: existing };

    const imageUrl = (await uploadedImage(app.config, form)) ?? (await localImageUrl(app.config, data.image_url, request.log));
    const recipeId = await recipes.insert({
      ...columnsOf(data),
      profileId: profile.id,
      imageUrl,
      sourceUrl,
      originRecipeId: data.origin_recipe_id,
    });
    return { status: 'success' as const, recipe_id: recipeId };
  });

  route(app, editRecipe, {}, async (request) => {
    await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const form = await readMultipart(request);
    const data = parseDataField(form, recipeEditDataSchema);
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, data.id, { allowAdmin: true });
    const uploaded = await uploadedImage(app.config, form);
    // image_modified=true without a file means the image was removed or replaced by a link.
    const kept = form.fields.get('image_modified') === 'true' ? data.image_url : recipe.imageUrl;
    const imageUrl = uploaded ?? (await localImageUrl(app.config, kept, request.log));
    await recipes.update(recipe.id, { ...columnsOf(data), imageUrl, sourceUrl: data.source_url ?? data.recipe_url });
    return { status: 'success' as const, recipe_id: recipe.id };
  });

  route(app, deleteRecipe, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, request.params.recipeId);
    if (recipe.profileId !== profile.id) throw forbidden(NOT_OWNER_DELETE);
    await recipes.delete(recipe.id);
    return { message: 'Recipe removed from your profile.' };
  });

  route(app, toggleFavorite, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, request.params.recipeId);
    return { recipe_id: recipe.id, is_favorite: await recipes.toggleFavorite(profile.id, recipe.id) };
  });

  route(app, autocompleteRecipes, {}, async (request) => {
    const query = request.query.query.trim();
    if (query.length < AUTOCOMPLETE_MIN) return [];
    const rows = await recipes.autocomplete(query, AUTOCOMPLETE_LIMIT);
    return rows.map((row) => ({ name: row.name, source_url: row.sourceUrl, recipe_id: row.id, profile_name: row.profileName }));
  });
}
