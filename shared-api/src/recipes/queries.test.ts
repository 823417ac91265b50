import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, testClient } from '../test/fake-api';
import type { RecipePage, RecipeSummary } from './contract';
import { recipeKeys } from './keys';
import { useDeleteRecipe, useRecipePages, useToggleFavorite } from './queries';

const recipe = (id: string, is_favorite: boolean): RecipeSummary => ({
  id,
  name: `Recipe ${id}`,
  image_url: null,
  cuisine: null,
  dietary: null,
  tags: [],
  prep_time: null,
  cook_time: null,
  total_time: null,
  servings: 2,
  source_url: null,
  is_favorite,
  updated_at: '2026-11-23T10:00:00.000Z',
  profile: { id: 'p1', name: 'Ana' },
});

const loaded = (...pages: RecipeSummary[][]) => ({
  pages: pages.map((items, index): RecipePage => ({ items, total: 3, next_offset: index + 1 < pages.length ? (index + 1) * items.length : null })),
  pageParams: pages.map((_, index) => index * (pages[0]?.length ?? 0)),
});
type Loaded = ReturnType<typeof loaded>;
const rowsOf = (data: Loaded | undefined) => data?.pages.flatMap((page) => page.items);

describe('useToggleFavorite', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('flips the favorite at once and flips it back when the call fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { client, wrapper } = testClient();
    // The same row loaded in two lists (no search, and a search): both flip.
    client.setQueryData(recipeKeys.page('p1', {}), loaded([recipe('r1', false)], [recipe('r2', true)]));
    client.setQueryData(recipeKeys.page('p1', { search: 'recipe' }), loaded([recipe('r1', false)]));
    const favorites = () => [
      ...(rowsOf(client.getQueryData<Loaded>(recipeKeys.page('p1', {}))) ?? []),
      ...(rowsOf(client.getQueryData<Loaded>(recipeKeys.page('p1', { search: 'recipe' }))) ?? []),
    ].map((row) => row.is_favorite);

    const { result } = renderHook(() => useToggleFavorite('p1'), { wrapper });
    act(() => result.current.mutate('r1'));
    await waitFor(() => expect(favorites()).toEqual([true, true, true]));

    act(() => answer(json({ detail: 'Failed to toggle favorite' }, 500)));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to toggle favorite');
    expect(favorites()).toEqual([false, true, false]);
  });

  it('keeps the flip when the call succeeds', async () => {
    const { calls } = fakeApi(() => json({ recipe_id: 'r1', is_favorite: true }));
    const { client, wrapper } = testClient();
    client.setQueryData(recipeKeys.page('p1', {}), loaded([recipe('r1', false)]));
    const { result } = renderHook(() => useToggleFavorite('p1'), { wrapper });
    await act(() => result.current.mutateAsync('r1'));
    expect(rowsOf(client.getQueryData<Loaded>(recipeKeys.page('p1', {})))?.[0]?.is_favorite).toBe(true);
    expect(calls).toEqual([{ method: 'PATCH', path: '/recipes/p1/r1/favorite', body: undefined }]);
  });
});

describe('useDeleteRecipe', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes the row out of every loaded page and the count', async () => {
    fakeApi(() => json({ message: 'Recipe removed from your profile.' }));
    const { client, wrapper } = testClient();
    client.setQueryData(recipeKeys.page('p1', {}), loaded([recipe('r1', false), recipe('r2', false)], [recipe('r3', false)]));
    const { result } = renderHook(() => useDeleteRecipe('p1'), { wrapper });
    await act(() => result.current.mutateAsync('r2'));
    const data = client.getQueryData<Loaded>(recipeKeys.page('p1', {}));
    expect(rowsOf(data)?.map((row) => row.id)).toEqual(['r1', 'r3']);
    expect(data?.pages.map((page) => page.total)).toEqual([2, 3]);
  });
});

describe('useRecipePages', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const rows = (from: number, count: number) => Array.from({ length: count }, (_, k) => recipe(`r${from + k}`, false));

  it('loads the next page from the offset the server gives, and keeps the last answer while a new search loads', async () => {
    let pending: ((response: Response) => void) | null = null;
    const { fetchMock } = fakeApi(() => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://api.test');
      const offset = Number(url.searchParams.get('offset'));
      if (url.searchParams.get('search') === 'late') return new Promise<Response>((resolve) => (pending = resolve));
      return json({ items: rows(offset, offset === 0 ? 40 : 5), total: 45, next_offset: offset === 0 ? 40 : null });
    });
    const { wrapper } = testClient();
    const { result, rerender } = renderHook(({ search }) => useRecipePages('p1', { search, sort: 'favorites' }), {
      wrapper,
      initialProps: { search: '' },
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages.flatMap((page) => page.items)).toHaveLength(45));
    expect(result.current.hasNextPage).toBe(false);
    const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://api.test'));
    expect(urls.map((url) => url.pathname)).toEqual(['/recipes/p1/page', '/recipes/p1/page']);
    expect(urls.map((url) => url.searchParams.get('offset'))).toEqual(['0', '40']);
    expect(urls[1]?.searchParams.get('sort')).toBe('favorites');
    expect(urls[1]?.searchParams.get('limit')).toBe('40');

    rerender({ search: 'late' });
    await waitFor(() => expect(pending).not.toBeNull());
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.pages.flatMap((page) => page.items)).toHaveLength(45);
    act(() => pending?.(json({ items: rows(0, 1), total: 1, next_offset: null })));
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data?.pages.flatMap((page) => page.items).map((row) => row.id)).toEqual(['r0']);
  });
});
