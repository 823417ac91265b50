import type { FastifyInstance, FastifyReply } from 'fastify';
import { generateRecipeImage, generateRecipeImageById, updateRecipeImage } from 'shared-api/contract';
import { badRequest } from '../lib/http-error';
import { readMultipart } from '../lib/multipart';
import { route } from '../lib/route';
import type { RecipeRepository } from '../recipes/repository';
import { requireHouseholdRecipe } from '../recipes/service';
import { generateRecipeImage as drawRecipeImage, type ImagePrompt } from './generator';
import { saveImage } from './storage';

/** Generated pictures are a fresh answer each time; the stored copy (after upload) is what gets cached. */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
}

export default function imageRoutes(app: FastifyInstance, { recipes }: { recipes: RecipeRepository }): void {
  route(app, updateRecipeImage, {}, async (request) => {
    const form = await readMultipart(request);
    const recipeId = form.fields.get('recipe_id') ?? '';
    if (!recipeId) throw badRequest('recipe_id: Required');
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, recipeId, { allowAdmin: true });
    if (!form.file) throw badRequest('Please choose an image to upload.');
    const imageUrl = await saveImage(app.config, form.file);
    await recipes.update(recipe.id, { imageUrl });
    return { recipe_id: recipe.id, image_url: imageUrl };
  });

  route(app, generateRecipeImageById, {}, async (request, reply) => {
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, request.body.recipe_id, { allowAdmin: true });
    const prompt: ImagePrompt = {
      name: recipe.name,
      cuisine: recipe.cuisine,
      dietary: recipe.dietary,
      ingredients: recipe.ingredients.map((item) => item.name),
    };
    return sendPng(reply, await drawRecipeImage(app.config, prompt, request.log));
  });

  route(app, generateRecipeImage, {}, async (request, reply) => {
    const body = request.body;
    const prompt: ImagePrompt = {
      name: body.name,
      cuisine: body.cuisine,
      dietary: body.dietary,
      ingredients: (body.ingredients ?? [])
        .map((item) => (typeof item === 'string' ? item : item.name).trim())
        .filter(Boolean),
    };
    return sendPng(reply, await drawRecipeImage(app.config, prompt, request.log));
  });
}
