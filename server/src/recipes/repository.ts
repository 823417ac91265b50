import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { TIME_THRESHOLD_MINUTES, type listKeysOf, type RecipeSort, type TimeFilter } from 'shared-api/contract';
import type { Db } from '../db/client';
import { profiles, recipeFavorites, recipes, weeklyPlans, type RecipeRow } from '../db/schema';
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

/** A /recipes request in the stored keys' terms: texts already lower-cased, empty means no filter. */
export interface ListFilter {
  nameContains: string;
  cuisine: string;
  categoryContains: string;
  time: TimeFilter | undefined;
  sort: RecipeSort | undefined;
  /** Monday dates whose plan entries Most Cooked counts. */
  cookedWeeks: string[];
}

export type ListKeys = ReturnType<typeof listKeysOf>;

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

    /**
     * One page of the household's recipes as /recipes shows them, with how many match in all.
     * Ties keep the list's base order, newest first, so every sort is stable like the spec's.
     */
    async listPage(householdId: string, viewerProfileId: string, filter: ListFilter, offset: number, limit: number) {
      const where: SQL[] = [eq(profiles.userId, householdId)];
      if (filter.nameContains) where.push(sql`${recipes.nameKey} like ${containsPattern(filter.nameContains)}`);
      if (filter.cuisine) where.push(eq(recipes.cuisineKey, filter.cuisine));
      if (filter.categoryContains) where.push(sql`${recipes.dietaryKey} like ${containsPattern(filter.categoryContains)}`);
      if (filter.time === 'under-40') where.push(lte(recipes.totalMinutes, TIME_THRESHOLD_MINUTES));
      if (filter.time === 'over-40') where.push(gt(recipes.totalMinutes, TIME_THRESHOLD_MINUTES));

      const household = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, householdId));
      const cooked = db
        .select({ recipeId: weeklyPlans.recipeId, count: sql<number>`count(*)`.as('cooked_count') })
        .from(weeklyPlans)
        .where(and(inArray(weeklyPlans.profileId, household), inArray(weeklyPlans.weekStartDate, filter.cookedWeeks)))
        .groupBy(weeklyPlans.recipeId)
        .as('cooked');
      const first: SQL[] = [];
      if (filter.sort === 'favorites') first.push(sql`${recipeFavorites.recipeId} is not null desc`);
      if (filter.sort === 'most-cooked') first.push(sql`coalesce(${cooked.count}, 0) desc`);

      const query = db
        .select({
          recipe: summaryColumns,
          owner: { id: profiles.id, name: profiles.name },
          favorite: recipeFavorites.recipeId,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .leftJoin(recipeFavorites, and(eq(recipeFavorites.recipeId, recipes.id), eq(recipeFavorites.profileId, viewerProfileId)))
        .$dynamic();
      const joined = filter.sort === 'most-cooked' ? query.leftJoin(cooked, eq(cooked.recipeId, recipes.id)) : query;
      const rows = await joined
        .where(and(...where))
        .orderBy(...first, desc(recipes.updatedAt), asc(recipes.id))
        .limit(limit)
        .offset(offset);
      if (rows[0] || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      // Past the end no row carries the count.
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .where(and(...where));
      return { rows, total: counted?.total ?? 0 };
    },

    /** How many recipes the household has, and what its filters can offer, most recently updated first. */
    async facetSources(householdId: string) {
      // Tags only matter where they stand in for a missing cuisine or dietary (spec §3).
      const fallbackTags = sql<string[] | null>`case when ${recipes.cuisine} is null or ${recipes.dietary} is null then ${recipes.tags} end`;
      return db
        .select({
          cuisine: recipes.cuisine,
          dietary: recipes.dietary,
          tags: fallbackTags,
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(recipes)
        .innerJoin(profiles, eq(recipes.profileId, profiles.id))
        .where(eq(profiles.userId, householdId))
        .groupBy(recipes.cuisine, recipes.dietary, fallbackTags)
        .orderBy(desc(sql`max(${recipes.updatedAt})`));
    },

    /** Recipes written before the list keys existed, a batch at a time. */
    async unkeyed(limit: number) {
      return db
        .select({ id: recipes.id, name: recipes.name, cuisine: recipes.cuisine, dietary: recipes.dietary, tags: recipes.tags, total_time: recipes.totalTime })
        .from(recipes)
        .where(isNull(recipes.nameKey))
        .limit(limit);
    },

    /** Stores list keys for many recipes in one statement. */
    async setListKeys(rows: Array<{ id: string; keys: ListKeys }>): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map(({ id, keys }) => sql`(${id}::uuid, ${keys.nameKey}, ${keys.cuisineKey}, ${keys.dietaryKey}, ${keys.totalMinutes}::integer)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${recipes} set name_key = v.name_key, cuisine_key = v.cuisine_key, dietary_key = v.dietary_key, total_minutes = v.total_minutes
        from (values ${values}) as v (id, name_key, cuisine_key, dietary_key, total_minutes)
        where ${recipes.id} = v.id`);
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
