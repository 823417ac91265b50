import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, recipes, weeklyPlans } from '../db/schema';

export type PlanRow = typeof weeklyPlans.$inferSelect;

/** All SQL of week plans: which recipe a profile of the household cooks in which week. */
export function createPlanRepository(db: Db) {
  return {
    /**
     * The household's entries of one week with their recipes, the recipes' owners and whether
     * `viewerProfileId` favorited each, in planning order.
     */
    async listWeek(householdId: string, weekStartDate: string, viewerProfileId: string) {
      const isFavorite = sql<boolean>`exists (
        select 1 from recipe_favorites f where f.profile_id = ${viewerProfileId} and f.recipe_id = recipes.id
      )`;
      return db
        .select({ plan: weeklyPlans, recipe: recipes, owner: { id: profiles.id, name: profiles.name }, isFavorite })
        .from(weeklyPlans)
        .innerJoin(recipes, eq(weeklyPlans.recipeId, recipes.id))
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .where(and(eq(profiles.userId, householdId), eq(weeklyPlans.weekStartDate, weekStartDate)))
        .orderBy(asc(weeklyPlans.createdAt), asc(weeklyPlans.id));
    },

    async insert(values: typeof weeklyPlans.$inferInsert): Promise<PlanRow> {
      const [entry] = await db.insert(weeklyPlans).values(values).returning();
      if (!entry) throw new Error('plan insert returned nothing');
      return entry;
    },

    /** An entry planned by any profile of the household, with the profile owning its recipe. */
    async findHouseholdEntry(householdId: string, planId: string): Promise<{ id: string; owner: string } | undefined> {
      const household = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, householdId));
      const [row] = await db
        .select({ id: weeklyPlans.id, owner: recipes.profileId })
        .from(weeklyPlans)
        .innerJoin(recipes, eq(weeklyPlans.recipeId, recipes.id))
        .where(and(eq(weeklyPlans.id, planId), inArray(weeklyPlans.profileId, household)))
        .limit(1);
      return row;
    },

    async delete(planId: string): Promise<void> {
      await db.delete(weeklyPlans).where(eq(weeklyPlans.id, planId));
    },

    /** Removes the recipe from every week; answers how many entries went. */
    async deleteForRecipe(recipeId: string): Promise<number> {
      const deleted = await db.delete(weeklyPlans).where(eq(weeklyPlans.recipeId, recipeId)).returning({ id: weeklyPlans.id });
      return deleted.length;
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
