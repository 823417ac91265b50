import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, recipeFavorites, recipes, type RecipeRow } from '../db/schema';
import { containsPattern } from '../lib/like';

export type { RecipeRow } from '../db/schema';
export type NewRecipe = typeof recipes.$inferInsert;

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

export type SummaryRow = Pick<RecipeRow, keyof typeof summaryColumns>;

export interface RecipeWithOwner {
  recipe: RecipeRow;
  owner: { id: string; name: string; householdId: string };
}

/** All SQL of recipes and favorites. */
export function createRecipeRepository(db: Db) {
  return {
    /** Any recipe of the product with its owning profile (shared recipes). */
    async findWithOwner(recipeId: string): Promise<RecipeWithOwner | undefined> {
      const [row] = await db
        .select({ recipe: recipes, owner: { id: profiles.id, name: profiles.name, householdId: profiles.userId } })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .where(eq(recipes.id, recipeId))
        .limit(1);
      return row;
    },

    /** Every recipe of the household's profiles, newest first, with the viewing profile's favorites. */
    async listHousehold(householdId: string, viewerProfileId: string) {
      return db
        .select({ recipe: summaryColumns, owner: { id: profiles.id, name: profiles.name }, favorite: recipeFavorites.recipeId })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .leftJoin(recipeFavorites, and(eq(recipeFavorites.recipeId, recipes.id), eq(recipeFavorites.profileId, viewerProfileId)))
        .where(eq(profiles.userId, householdId))
        .orderBy(desc(recipes.updatedAt), asc(recipes.id));
    },

    /** Names containing `query` across the product (case-insensitive), alphabetical. */
    async autocomplete(query: string, limit: number) {
      return db
        .select({ id: recipes.id, name: recipes.name, sourceUrl: recipes.sourceUrl, profileName: profiles.name })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .where(sql`lower(${recipes.name}) like ${containsPattern(query.toLowerCase())} escape '\\'`)
        .orderBy(asc(sql`lower(${recipes.name})`), desc(recipes.updatedAt))
        .limit(limit);
    },

    /** The profile's recipe that a save would duplicate: same source link, or same origin recipe. */
    async findDuplicate(profileId: string, sourceUrl: string | null, originRecipeId: string | null): Promise<string | null> {
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
    },

    async insert(values: NewRecipe): Promise<string> {
      const [created] = await db.insert(recipes).values(values).returning({ id: recipes.id });
      if (!created) throw new Error('recipe insert returned nothing');
      return created.id;
    },

    async update(id: string, values: Partial<NewRecipe>): Promise<void> {
      await db
        .update(recipes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(recipes.id, id));
    },

    /** Plan entries and favorites go with it (foreign keys cascade). */
    async delete(id: string): Promise<void> {
      await db.delete(recipes).where(eq(recipes.id, id));
    },

    async isFavorite(profileId: string, recipeId: string): Promise<boolean> {
      const [row] = await db
        .select({ recipeId: recipeFavorites.recipeId })
        .from(recipeFavorites)
        .where(and(eq(recipeFavorites.profileId, profileId), eq(recipeFavorites.recipeId, recipeId)))
        .limit(1);
      return Boolean(row);
    },

    /** Recipe ids among `recipeIds` that `profileId` has favorited. */
    async favoriteIds(profileId: string, recipeIds: string[]): Promise<Set<string>> {
      if (recipeIds.length === 0) return new Set();
      const rows = await db
        .select({ recipeId: recipeFavorites.recipeId })
        .from(recipeFavorites)
        .where(and(eq(recipeFavorites.profileId, profileId), inArray(recipeFavorites.recipeId, recipeIds)));
      return new Set(rows.map((row) => row.recipeId));
    },

    /** Favorites the recipe for the profile, or unfavorites it when it was; answers whether it is now. */
    async toggleFavorite(profileId: string, recipeId: string): Promise<boolean> {
      const removed = await db
        .delete(recipeFavorites)
        .where(and(eq(recipeFavorites.profileId, profileId), eq(recipeFavorites.recipeId, recipeId)))
        .returning({ recipeId: recipeFavorites.recipeId });
      if (removed.length > 0) return false;
      await db.insert(recipeFavorites).values({ profileId, recipeId }).onConflictDoNothing();
      return true;
    },
  };
}

export type RecipeRepository = ReturnType<typeof createRecipeRepository>;
