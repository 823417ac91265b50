import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStats } from 'shared-api/contract';
import type { Sessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { profiles, recipes, users, type RecipeRow } from '../db/schema';
import { containsPattern } from '../lib/like';

export type UserRow = typeof users.$inferSelect;
export type RecipeListRow = Pick<RecipeRow, 'id' | 'name' | 'cuisine' | 'totalTime' | 'imageUrl'> & {
  type: string | null;
  author: string;
};

/** One page of a list: rows `offset` … `offset + limit`, filtered by a search term. */
export interface PageQuery {
  search?: string;
  limit: number;
  offset: number;
}

/** The spec's "type" is the dietary label, with the first tag as fallback (as recipe cards show it); searched as displayed. */
const recipeType = sql<string | null>`coalesce(${recipes.dietary}, ${recipes.tags}->>0)`;

/**
 * All SQL of the admin dashboard: product-wide figures and lists over every household. A new role
 * or status tells `sessions`.
 */
export function createAdminRepository(db: Db, sessions: Pick<Sessions, 'changed'>) {
  return {
    /** Accounts in all, active since `today`, created since `weekStart`; recipes in all. */
    async stats(today: Date, weekStart: Date): Promise<AdminStats> {
      const [figures] = await db
        .select({
          total_users: count(),
          active_today: sql<number>`count(*) filter (where ${users.lastActiveAt} >= ${today})`.mapWith(Number),
          new_this_week: sql<number>`count(*) filter (where ${users.createdAt} >= ${weekStart})`.mapWith(Number),
        })
        .from(users);
      return {
        total_users: figures?.total_users ?? 0,
        total_recipes: (await db.select({ total: count() }).from(recipes))[0]?.total ?? 0,
        active_today: figures?.active_today ?? 0,
        new_this_week: figures?.new_this_week ?? 0,
      };
    },

    /** Users by name or e-mail address, newest first. */
    async listUsers(page: PageQuery): Promise<{ rows: UserRow[]; total: number }> {
      const where: SQL | undefined = page.search
        ? or(ilike(users.fullName, containsPattern(page.search)), ilike(users.email, containsPattern(page.search)))
        : undefined;
      const rows = await db
        .select()
        .from(users)
        .where(where)
        // created_at has an index; id breaks ties so pages never overlap.
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total: total?.total ?? 0 };
    },

    async updateUser(userId: string, change: { status?: string; role?: string }): Promise<UserRow | undefined> {
      const [updated] = await db
        .update(users)
        .set({ ...(change.status ? { status: change.status } : {}), ...(change.role ? { role: change.role } : {}) })
        .where(eq(users.id, userId))
        .returning();
      await sessions.changed(userId);
      return updated;
    },

    /** Recipes of every household by name, cuisine, type or author, newest first. */
    async listRecipes(page: PageQuery): Promise<{ rows: RecipeListRow[]; total: number }> {
      const pattern = page.search ? containsPattern(page.search) : null;
      const where: SQL | undefined = pattern
        ? or(ilike(recipes.name, pattern), ilike(recipes.cuisine, pattern), ilike(recipeType, pattern), ilike(profiles.name, pattern))
        : undefined;
      const rows = await db
        .select({
          id: recipes.id,
          name: recipes.name,
          cuisine: recipes.cuisine,
          type: recipeType,
          totalTime: recipes.totalTime,
          imageUrl: recipes.imageUrl,
          author: profiles.name,
        })
        .from(recipes)
        .innerJoin(profiles, eq(profiles.id, recipes.profileId))
        .where(where)
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(recipes)
        .innerJoin(profiles, eq(profiles.id, recipes.profileId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
