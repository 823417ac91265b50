import type { AdminRecipe, AdminStats, AdminUpdateUserBody, AdminUser } from 'shared-api/contract';
import { badRequest, notFound } from '../lib/http-error';
import type { AdminRepository, PageQuery, RecipeListRow, UserRow } from './repository';

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

function queryOf(page: PageRequest): PageQuery {
  return { search: page.search, limit: page.page_size, offset: (page.page - 1) * page.page_size };
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    avatar_url: user.imageUrl,
    status: user.status,
    role: user.role,
    email_verified: user.emailVerified,
    joined: user.createdAt.toISOString(),
  };
}

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

/** The admin dashboard's rules over its repository: time boundaries, pages, self-protection. */
export function createAdminService(repository: AdminRepository) {
  return {
    async stats(now: Date = new Date()): Promise<AdminStats> {
      const { today, weekStart } = statBoundaries(now);
      return repository.stats(today, weekStart);
    },

    async listUsers(page: PageRequest): Promise<Page<AdminUser>> {
      const { rows, total } = await repository.listUsers(queryOf(page));
      return { items: rows.map(toAdminUser), total, page: page.page, page_size: page.page_size };
    },

    async listRecipes(page: PageRequest): Promise<Page<AdminRecipe>> {
      const { rows, total } = await repository.listRecipes(queryOf(page));
      return { items: rows.map(toAdminRecipe), total, page: page.page, page_size: page.page_size };
    },

    /** Suspend, re-activate or change a role; an admin cannot lock themself out. */
    async updateUser(actorId: string, userId: string, change: AdminUpdateUserBody): Promise<AdminUser> {
      if (userId === actorId && change.status !== undefined && change.status !== 'ACTIVE') {
        throw badRequest('You cannot suspend your own account.');
      }
      if (userId === actorId && change.role !== undefined && change.role !== 'ADMIN') {
        throw badRequest('You cannot remove your own admin role.');
      }
      const updated = await repository.updateUser(userId, change);
      if (!updated) throw notFound('User not found');
      return toAdminUser(updated);
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
