import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import {
  adminCreateUser,
  adminRecipes,
  adminStatsAll,
  adminUpdateUser,
  adminUserDetails,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
} from '../contract/admin';

/** Rows fetched per page by the admin lists (the server caps a page at 100). */
export const ADMIN_LIST_PAGE_SIZE = 50;

export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (search: string) => [...adminKeys.users(), search] as const,
  recipes: () => [...adminKeys.all, 'recipes'] as const,
  recipeSearch: (search: string) => [...adminKeys.recipes(), search] as const,
};

interface PageAnswer {
  items: unknown[];
  page: number;
  page_size: number;
  total: number;
}

function nextPage(last: PageAnswer): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

export function useAdminStats(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => request(adminStatsAll, { signal }), ...options });
}

/** Accounts matching `search`, newest first, fetched page by page as the list scrolls. */
export function useAdminUsers(search: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: adminKeys.userSearch(search),
    queryFn: ({ pageParam, signal }) =>
      request(adminUserDetails, { query: { search: search || undefined, page: pageParam, page_size: ADMIN_LIST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...options,
  });
}

/** Every recipe of the product matching `search`, fetched page by page as the list scrolls. */
export function useAdminRecipes(search: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: adminKeys.recipeSearch(search),
    queryFn: ({ pageParam, signal }) =>
      request(adminRecipes, { query: { search: search || undefined, page: pageParam, page_size: ADMIN_LIST_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...options,
  });
}

function useInvalidateAdminUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    ]);
}

export function useCreateAdminUser() {
  const invalidate = useInvalidateAdminUsers();
  return useMutation({
    mutationFn: (body: AdminCreateUserBody) => request(adminCreateUser, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateAdminUser() {
  const invalidate = useInvalidateAdminUsers();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: AdminUpdateUserBody }) =>
      request(adminUpdateUser, { params: { userId }, body: change }),
    onSuccess: invalidate,
  });
}
