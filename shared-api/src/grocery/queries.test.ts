import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, testClient } from '../test/fake-api';
import { groceryItem } from '../test/fixtures';
import type { GroceryListItem } from './contract';
import { groceryKeys } from './keys';
import { useCheckGroceryItem, useGroceryItems } from './queries';

const tomato = (is_checked: boolean): GroceryListItem => groceryItem('a', 'Tomatoes', { quantity: 2, is_checked });

describe('grocery list changes', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a change at once and, when the server refuses it, the list returns to what the server holds', async () => {
    let answerCheck: (response: Response) => void = () => undefined;
    const { calls } = fakeApi(({ method }) =>
      method === 'GET' ? json([tomato(false)]) : new Promise<Response>((resolve) => (answerCheck = resolve)),
    );
    const { wrapper } = testClient();
    const { result } = renderHook(() => ({ list: useGroceryItems(), check: useCheckGroceryItem() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.[0]?.is_checked).toBe(false));

    act(() => result.current.check.mutate({ id: 'a', name: 'tomato', value: true }));
    // Patched before the server answers.
    await waitFor(() => expect(result.current.list.data?.[0]?.is_checked).toBe(true));
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);

    act(() => answerCheck(json({ detail: 'Failed to update grocery item' }, 500)));
    await waitFor(() => expect(result.current.check.error?.message).toBe('Failed to update grocery item'));
    await waitFor(() => expect(result.current.list.data?.[0]?.is_checked).toBe(false));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /grocery/user', 'PATCH /grocery/a/check', 'GET /grocery/user']);
  });

  it('reads an unknown category from the server as Uncategorized', async () => {
    fakeApi(() => json([{ ...tomato(false), category: 'Garden' }]));
    const { wrapper, client } = testClient();
    const { result } = renderHook(() => useGroceryItems(), { wrapper });
    await waitFor(() => expect(result.current.data?.[0]?.category).toBe('Uncategorized'));
    expect(client.getQueryData<GroceryListItem[]>(groceryKeys.items())?.[0]?.category).toBe('Uncategorized');
  });
});
