import * as z from 'zod/mini';
import { endpoint } from '../define';
import { ADMIN_PAGE_SIZE_MAX } from './rules';
import { int32FromText, text } from '../text';

export const adminRoleSchema = z.enum(['USER', 'ADMIN']);
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const adminStatusSchema = z.enum(['ACTIVE', 'SUSPENDED']);
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const adminStatsSchema = z.object({
  total_users: z.int(),
  total_recipes: z.int(),
  active_today: z.int(),
  new_this_week: z.int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.nullable(z.string()),
  /** ACTIVE or SUSPENDED. */
  status: z.string(),
  role: z.string(),
  /** False until the sign-up link is followed: such an account cannot sign in yet. */
  email_verified: z.boolean(),
  /** ISO date-time the account was created. */
  joined: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  cuisine: z.nullable(z.string()),
  type: z.nullable(z.string()),
  author: z.string(),
  time: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
});
export type AdminRecipe = z.infer<typeof adminRecipeSchema>;

/** Server-side search and paging: 10,000 rows never travel in one answer. */
export const adminListQuerySchema = z.object({
  search: z.optional(text({ max: 200 })),
  page: z._default(int32FromText({ min: 1 }), 1),
  page_size: z._default(int32FromText({ min: 1, max: ADMIN_PAGE_SIZE_MAX }), 20),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int(),
    page: z.int(),
    page_size: z.int(),
  });
}

export const adminStatsAll = endpoint({
  method: 'GET',
  path: '/admin/stats/all',
  admin: true,
  response: adminStatsSchema,
  fallback: 'Failed to fetch stats',
  summary: 'Admin: user and recipe figures',
});

/** The spec's variant of /admin/stats/all; same answer. */
export const adminStats = endpoint({
  method: 'GET',
  path: '/admin/stats',
  admin: true,
  response: adminStatsSchema,
  fallback: 'Failed to fetch stats',
  summary: 'Admin: user and recipe figures (variant path)',
});

export const adminUserDetails = endpoint({
  method: 'GET',
  path: '/admin/user-details',
  admin: true,
  query: adminListQuerySchema,
  response: pageOf(adminUserSchema),
  fallback: 'Failed to fetch user details',
  summary: 'Admin: accounts, newest first, searched by name or e-mail',
});

export const adminRecipes = endpoint({
  method: 'GET',
  path: '/admin/recipes',
  admin: true,
  query: adminListQuerySchema,
  response: pageOf(adminRecipeSchema),
  fallback: 'Failed to fetch recipes',
  summary: 'Admin: every recipe, searched by name, cuisine, type or author',
});

export const adminCreateUserBodySchema = z.object({
  name: text({ max: 200 }).check(z.minLength(1, 'Full name is required')),
  email: z.pipe(text({ max: 254 }).check(z.toLowerCase()), z.email('Enter a valid email address').check(z.maxLength(254))),
  role: z._default(adminRoleSchema, 'USER'),
});
export type AdminCreateUserBody = z.input<typeof adminCreateUserBodySchema>;

export const adminCreateUser = endpoint({
  method: 'POST',
  path: '/admin/users',
  admin: true,
  body: adminCreateUserBodySchema,
  response: adminUserSchema,
  fallback: 'Failed to create user',
  summary: 'Admin: create an account and send its verification mail',
});

export const adminUpdateUserBodySchema = z
  .object({ status: z.optional(adminStatusSchema), role: z.optional(adminRoleSchema) })
  .check(z.refine((body) => body.status !== undefined || body.role !== undefined, { message: 'Nothing to change' }));
export type AdminUpdateUserBody = z.input<typeof adminUpdateUserBodySchema>;

export const adminUpdateUser = endpoint({
  method: 'PATCH',
  path: '/admin/users/:userId',
  admin: true,
  params: z.object({ userId: z.uuid() }),
  body: adminUpdateUserBodySchema,
  response: adminUserSchema,
  fallback: 'Failed to update user',
  summary: 'Admin: suspend, re-activate or change the role of an account',
});
