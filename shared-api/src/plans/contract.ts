import * as z from 'zod/mini';
import { endpoint } from '../define';
import { recipeSchema } from '../recipes/contract';
import { id, isoDate } from '../text';

const weekStart = isoDate('week_start_date must be a real date like 2026-11-23');

export const planEntrySchema = z.object({
  id: z.string(),
  recipe_id: z.string(),
  planned_servings: z.number(),
  week_start_date: z.string(),
  week_number: z.number(),
});
export type PlanEntry = z.output<typeof planEntrySchema>;

/** A plan row of the week: the full recipe plus the plan fields. */
export const plannedRecipeSchema = z.extend(recipeSchema, {
  plan_id: z.string(),
  planned_servings: z.number(),
  week_start_date: z.string(),
  week_number: z.number(),
});
export type PlannedRecipe = z.output<typeof plannedRecipeSchema>;

export const createPlanBodySchema = z.object({
  recipe_id: z.uuid('Invalid recipe id'),
  week_start_date: weekStart,
  week_number: z.union([z.literal(1), z.literal(2)]),
  planned_servings: z.coerce.number().check(z.int('Servings must be a whole number'), z.gte(1, 'Servings must be at least 1'), z.lte(1000)),
});
export type CreatePlanBody = z.input<typeof createPlanBodySchema>;

const profileParams = z.object({ profileId: id() });

export const listWeekPlans = endpoint({
  method: 'GET',
  path: '/profiles/:profileId/weekly-plans/user-all',
  params: profileParams,
  query: z.object({ week_start_date: weekStart }),
  response: z.array(plannedRecipeSchema),
  fallback: 'Failed to fetch weekly plans',
  summary: "The household's plan entries of a week (Monday date), each with its full recipe",
});

export const createPlan = endpoint({
  method: 'POST',
  path: '/profiles/:profileId/weekly-plans/',
  params: profileParams,
  body: createPlanBodySchema,
  response: planEntrySchema,
  fallback: 'Failed to add to weekly plan',
  summary: 'Plan a recipe into a week',
});

export const deletePlan = endpoint({
  method: 'DELETE',
  path: '/profiles/:profileId/weekly-plans/:planId',
  params: z.object({ profileId: id(), planId: id() }),
  response: z.object({ message: z.string() }),
  fallback: 'Could not remove recipe from plan',
  summary: 'Remove one plan entry (only the profile owning the recipe)',
});

export const deleteRecipePlans = endpoint({
  method: 'DELETE',
  path: '/profiles/:profileId/weekly-plans/recipe/:recipeId',
  params: z.object({ profileId: id(), recipeId: id() }),
  response: z.object({ message: z.string(), deleted: z.number() }),
  fallback: 'Could not remove recipe from plan',
  summary: 'Remove a recipe from every plan (only the profile owning the recipe)',
});
