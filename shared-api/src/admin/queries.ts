import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from 'shared-api/core';
import {
  adminCreateUser,
  adminRecipes,
  adminStatsAll,
  adminUpdateUser,
  adminUserDetails,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
} from './contract';
import { adminKeys } from './keys';
import { ADMIN_LIST_PAGE_SIZE } from './rules';

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
