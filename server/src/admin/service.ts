import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminRecipe, AdminStats, AdminUser, AdminUpdateUserBody } from 'shared-api/contract';
import type { Db } from '../db/client';
import { profiles, recipes, users, type RecipeRow } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';

export interface PageRequest {
  search?: string;
  page: number;
  page_size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** Midnight today and Monday 00:00 of this week, in the server's local time zone. */
export function statBoundaries(now: Date = new Date()): { today: Date; weekStart: Date } {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysSinceMonday = (today.getDay() + 6) % 7;
  const weekStart = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysSinceMonday);
  return { today, weekStart };
}

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function offsetOf(page: PageRequest): number {
  return (page.page - 1) * page.page_size;
}

function pageOf<T>(items: T[], total: { total: number } | undefined, page: PageRequest): Page<T> {
  return { items, total: total?.total ?? 0, page: page.page, page_size: page.page_size };
}

export async function adminStats(db: Db, now: Date = new Date()): Promise<AdminStats> {
  const { today, weekStart } = statBoundaries(now);
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
}

type UserRow = typeof users.$inferSelect;

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    avatar_url: user.imageUrl,
    status: user.status,
    role: user.role,
    joined: user.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, page: PageRequest): Promise<Page<AdminUser>> {
  const where: SQL | undefined = page.search
    ? or(ilike(users.fullName, containsPattern(page.search)), ilike(users.email, containsPattern(page.search)))
    : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    // created_at has an index; id breaks ties so pages never overlap.
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return pageOf(rows.map(toAdminUser), total, page);
}

/** Suspend, re-activate or change a role; an admin cannot lock themself out. */
export async function updateUser(db: Db, actorId: string, userId: string, change: AdminUpdateUserBody): Promise<AdminUser> {
  if (userId === actorId && change.status !== undefined && change.status !== 'ACTIVE') {
    throw badRequest('You cannot suspend your own account.');
  }
  if (userId === actorId && change.role !== undefined && change.role !== 'ADMIN') {
    throw badRequest('You cannot remove your own admin role.');
  }
  const [updated] = await db
    .update(users)
    .set({ ...(change.status ? { status: change.status } : {}), ...(change.role ? { role: change.role } : {}) })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw notFound('User not found');
  return toAdminUser(updated);
}

type RecipeListRow = Pick<RecipeRow, 'id' | 'name' | 'cuisine' | 'totalTime' | 'imageUrl'> & {
  type: string | null;
  author: string;
};

function toAdminRecipe(row: RecipeListRow): AdminRecipe {
  return {
    id: row.id,
    name: row.name,
    cuisine: row.cuisine,
    type: row.type,
    author: row.author,
    time: row.totalTime,
    image_url: row.imageUrl,
  };
}

/** The spec's "type" is the dietary label, with the first tag as fallback (as recipe cards show it); searched as displayed. */
const recipeType = sql<string | null>`coalesce(${recipes.dietary}, ${recipes.tags}->>0)`;

export async function listRecipes(db: Db, page: PageRequest): Promise<Page<AdminRecipe>> {
  const pattern = page.search ? containsPattern(page.search) : null;
  const where: SQL | undefined = pattern
    ? or(
        ilike(recipes.name, pattern),
        ilike(recipes.cuisine, pattern),
        ilike(recipeType, pattern),
        ilike(profiles.name, pattern),
      )
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
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ total: count() })
    .from(recipes)
    .innerJoin(profiles, eq(profiles.id, recipes.profileId))
    .where(where);
  return pageOf(rows.map(toAdminRecipe), total, page);
}
