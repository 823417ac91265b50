import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, testClient } from '../test/fake-api';
import type { RecipeSummary } from './contract';
import { recipeKeys } from './keys';
import { useToggleFavorite } from './queries';

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

describe('useToggleFavorite', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('flips the favorite at once and flips it back when the call fails', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { client, wrapper } = testClient();
    client.setQueryData(recipeKeys.list('p1'), [recipe('r1', false), recipe('r2', true)]);
    const favorites = () => client.getQueryData<RecipeSummary[]>(recipeKeys.list('p1'))?.map((row) => row.is_favorite);

    const { result } = renderHook(() => useToggleFavorite('p1'), { wrapper });
    act(() => result.current.mutate('r1'));
    await waitFor(() => expect(favorites()).toEqual([true, true]));

    act(() => answer(json({ detail: 'Failed to toggle favorite' }, 500)));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed to toggle favorite');
    expect(favorites()).toEqual([false, true]);
  });

  it('keeps the flip when the call succeeds', async () => {
    const { calls } = fakeApi(() => json({ recipe_id: 'r1', is_favorite: true }));
    const { client, wrapper } = testClient();
    client.setQueryData(recipeKeys.list('p1'), [recipe('r1', false)]);
    const { result } = renderHook(() => useToggleFavorite('p1'), { wrapper });
    await act(() => result.current.mutateAsync('r1'));
    expect(client.getQueryData<RecipeSummary[]>(recipeKeys.list('p1'))?.[0]?.is_favorite).toBe(true);
    expect(calls).toEqual([{ method: 'PATCH', path: '/recipes/p1/r1/favorite', body: undefined }]);
  });
});
