import type { FastifyInstance, FastifyReply } from 'fastify';
import { generateRecipeImage, generateRecipeImageById, updateRecipeImage } from 'shared-api/contract';
import { badRequest, notFound } from '../lib/http-error';
import { readMultipart } from '../lib/multipart';
import { route } from '../lib/route';
import type { RecipeRepository } from '../recipes/repository';
import { requireHouseholdRecipe } from '../recipes/service';
import { generateRecipeImage as drawRecipeImage, type ImagePrompt } from './generator';
import type { ImageStore } from './image-store';
import { saveImage, UPLOAD_NAME } from './storage';

/** Generated pictures are a fresh answer each time; the stored copy (after upload) is what gets cached. */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
}

export default function imageRoutes(app: FastifyInstance, { recipes, store }: { recipes: RecipeRepository; store: ImageStore }): void {
  // Stored under random names, so a name never changes content: cached for a year without asking again.
  app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const bytes = UPLOAD_NAME.test(name) ? await store.get(name) : null;
    if (!bytes) throw notFound('Image not found');
    const etag = `"${name.slice(0, 32)}"`;
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/webp').send(bytes);
  });

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
