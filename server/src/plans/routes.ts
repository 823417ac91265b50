import type { FastifyInstance } from 'fastify';
import { createPlan, deletePlan, deleteRecipePlans, listWeekPlans, NOT_OWNER_REMOVE } from 'shared-api/contract';
import { isUuid } from '../lib/ids';
import { forbidden, notFound } from '../lib/http-error';
import { route, type ContractRequest } from '../lib/route';
import type { ProfileRepository } from '../profiles/repository';
import { requireOwnProfile } from '../profiles/service';
import type { RecipeRepository } from '../recipes/repository';
import { requireHouseholdRecipe, toRecipe } from '../recipes/service';
import type { PlanRepository } from './repository';
import { requireMonday } from './service';

export default function planRoutes(
  app: FastifyInstance,
  { plans, profiles, recipes }: { plans: PlanRepository; profiles: ProfileRepository; recipes: RecipeRepository },
): void {
  const weekOf = (request: ContractRequest<typeof listWeekPlans>) => requireMonday(request.query.week_start_date);
  route(app, listWeekPlans, { cached: (request) => ({ profileId: request.params.profileId, variant: weekOf(request) }) }, async (request) => {
    const rows = await plans.listWeek(request.user.id, weekOf(request), request.params.profileId);
    return rows.map((row) => ({
      ...toRecipe(row.recipe, row.owner, row.isFavorite),
      plan_id: row.plan.id,
      planned_servings: row.plan.plannedServings,
      week_start_date: row.plan.weekStartDate,
      week_number: row.plan.weekNumber,
    }));
  });

  route(app, createPlan, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const body = request.body;
    const week = requireMonday(body.week_start_date);
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, body.recipe_id);
    const entry = await plans.insert({
      profileId: profile.id,
      recipeId: recipe.id,
      weekStartDate: week,
      weekNumber: body.week_number,
      plannedServings: body.planned_servings,
    });
    return {
      id: entry.id,
      recipe_id: entry.recipeId,
      planned_servings: entry.plannedServings,
      week_start_date: entry.weekStartDate,
      week_number: entry.weekNumber,
    };
  });

  route(app, deletePlan, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const planId = request.params.planId;
    const row = isUuid(planId) ? await plans.findHouseholdEntry(request.user.id, planId) : undefined;
    if (!row) throw notFound('Plan entry not found');
    if (row.owner !== profile.id) throw forbidden(NOT_OWNER_REMOVE);
    await plans.delete(row.id);
    return { message: 'Removed from week plan' };
  });

  route(app, deleteRecipePlans, {}, async (request) => {
    const profile = await requireOwnProfile(profiles, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(recipes, request.user, request.params.recipeId);
    if (recipe.profileId !== profile.id) throw forbidden(NOT_OWNER_REMOVE);
    return { message: 'Removed from week plan', deleted: await plans.deleteForRecipe(recipe.id) };
  });
}
