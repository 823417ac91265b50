import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { generateRecipeImage, generateRecipeImageById, updateRecipeImage } from 'shared-api/contract';
import { recipes } from '../db/schema';
import { badRequest } from '../lib/http-error';
import { route } from '../lib/route';
import { generateRecipeImage as drawRecipeImage, type ImagePrompt } from '../services/image-generator';
import { saveImage } from '../services/images';
import { readMultipart, requireHouseholdRecipe } from '../services/recipes';

/** Generated pictures are a fresh answer each time; the stored copy (after upload) is what gets cached. */
function sendPng(reply: FastifyReply, png: Buffer) {
  return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
}

export default function imageRoutes(app: FastifyInstance): void {
  route(app, updateRecipeImage, {}, async (request) => {
    const form = await readMultipart(request);
    const recipeId = form.fields.get('recipe_id') ?? '';
    if (!recipeId) throw badRequest('recipe_id: Required');
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, recipeId, { allowAdmin: true });
    if (!form.file) throw badRequest('Please choose an image to upload.');
    const imageUrl = await saveImage(app.config, form.file);
    await app.db.update(recipes).set({ imageUrl, updatedAt: new Date() }).where(eq(recipes.id, recipe.id));
    return { recipe_id: recipe.id, image_url: imageUrl };
  });

  route(app, generateRecipeImageById, {}, async (request, reply) => {
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, request.body.recipe_id, { allowAdmin: true });
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
