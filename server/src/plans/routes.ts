import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createPlan, deletePlan, deleteRecipePlans, listWeekPlans } from 'shared-api/contract';
import { profiles, recipes, weeklyPlans } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http-error';
import { route } from '../lib/route';
import { requireOwnProfile } from '../services/profile-access';
import { favoriteIds, isUuid, requireHouseholdRecipe, toRecipe } from '../services/recipes';

const NOT_OWNER = 'You can only remove your own recipes from the plan';

/** A real calendar date that is a Monday (weeks start on Monday). */
function requireMonday(text: string): string {
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw badRequest('week_start_date: not a valid date');
  if (date.getUTCDay() !== 1) throw badRequest('week_start_date must be a Monday');
  return text;
}

export default function planRoutes(app: FastifyInstance): void {
  async function householdProfileIds(userId: string): Promise<string[]> {
    const rows = await app.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
    return rows.map((row) => row.id);
  }

  route(app, listWeekPlans, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const week = requireMonday(request.query.week_start_date);
    const rows = await app.db
      .select({ plan: weeklyPlans, recipe: recipes, owner: { id: profiles.id, name: profiles.name } })
      .from(weeklyPlans)
      .innerJoin(recipes, eq(weeklyPlans.recipeId, recipes.id))
      .innerJoin(profiles, eq(recipes.profileId, profiles.id))
      .where(and(eq(profiles.userId, request.user.id), eq(weeklyPlans.weekStartDate, week)))
      .orderBy(asc(weeklyPlans.createdAt), asc(weeklyPlans.id));
    const favorites = await favoriteIds(app.db, profile.id, [...new Set(rows.map((row) => row.recipe.id))]);
    return rows.map((row) => ({
      ...toRecipe(row.recipe, row.owner, favorites.has(row.recipe.id)),
      plan_id: row.plan.id,
      planned_servings: row.plan.plannedServings,
      week_start_date: row.plan.weekStartDate,
      week_number: row.plan.weekNumber,
    }));
  });

  route(app, createPlan, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const body = request.body;
    const week = requireMonday(body.week_start_date);
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, body.recipe_id);
    const [entry] = await app.db
      .insert(weeklyPlans)
      .values({
        profileId: profile.id,
        recipeId: recipe.id,
        weekStartDate: week,
        weekNumber: body.week_number,
        plannedServings: body.planned_servings,
      })
      .returning();
    return {
      id: entry!.id,
      recipe_id: entry!.recipeId,
      planned_servings: entry!.plannedServings,
      week_start_date: entry!.weekStartDate,
      week_number: entry!.weekNumber,
    };
  });

  route(app, deletePlan, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const planId = request.params.planId;
    if (!isUuid(planId)) throw notFound('Plan entry not found');
    const household = await householdProfileIds(request.user.id);
    const [row] = await app.db
      .select({ id: weeklyPlans.id, owner: recipes.profileId })
      .from(weeklyPlans)
      .innerJoin(recipes, eq(weeklyPlans.recipeId, recipes.id))
      .where(and(eq(weeklyPlans.id, planId), inArray(weeklyPlans.profileId, household)))
      .limit(1);
    if (!row) throw notFound('Plan entry not found');
    if (row.owner !== profile.id) throw forbidden(NOT_OWNER);
    await app.db.delete(weeklyPlans).where(eq(weeklyPlans.id, row.id));
    return { message: 'Removed from week plan' };
  });

  route(app, deleteRecipePlans, {}, async (request) => {
    const profile = await requireOwnProfile(app.db, request.user.id, request.params.profileId);
    const { recipe } = await requireHouseholdRecipe(app.db, request.user, request.params.recipeId);
    if (recipe.profileId !== profile.id) throw forbidden(NOT_OWNER);
    const deleted = await app.db.delete(weeklyPlans).where(eq(weeklyPlans.recipeId, recipe.id)).returning({ id: weeklyPlans.id });
    return { message: 'Removed from week plan', deleted: deleted.length };
  });
}
