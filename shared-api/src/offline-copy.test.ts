import { onlineManager, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineCopy } from './offline-copy';
import { testClient } from './test/fake-api';

const saved = (name: string) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as { data: unknown; savedAt: number } | null;

describe('offline copies', () => {
  beforeEach(() => {
    window.localStorage.clear();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('keeps each answer of a marked query and opens with it after a reload, offline', async () => {
    const first = testClient();
    const { result } = renderHook(() => useQuery({ queryKey: ['things'], queryFn: () => Promise.resolve(['a', 'b']), ...offlineCopy<string[]>('things') }), {
      wrapper: first.wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual(['a', 'b']));
    expect(saved('things')?.data).toEqual(['a', 'b']);
    // A change patched in is kept too, with its time.
    act(() => first.client.setQueryData(['things'], ['a', 'b', 'c'], { updatedAt: 1_000 }));
    expect(saved('things')).toEqual({ data: ['a', 'b', 'c'], savedAt: 1_000 });

    onlineManager.setOnline(false);
    const reloaded = testClient();
    const { result: after } = renderHook(
      () => useQuery({ queryKey: ['things'], queryFn: () => Promise.resolve(['never']), ...offlineCopy<string[]>('things') }),
      { wrapper: reloaded.wrapper },
    );
    expect(after.current.data).toEqual(['a', 'b', 'c']);
    expect(after.current.dataUpdatedAt).toBe(1_000);
    expect(after.current.fetchStatus).toBe('paused');
  });

  it('keeps nothing of a query that is not marked, and opens a marked one empty when nothing is kept', async () => {
    const { client, wrapper } = testClient();
    const { result } = renderHook(() => useQuery({ queryKey: ['other'], queryFn: () => Promise.resolve(1) }), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => client.setQueryData(['other'], 2));
    expect(window.localStorage.length).toBe(0);

    onlineManager.setOnline(false);
    const { result: marked } = renderHook(() => useQuery({ queryKey: ['none'], queryFn: () => Promise.resolve(1), ...offlineCopy<number>('none') }), { wrapper });
    expect(marked.current.data).toBeUndefined();
    expect(marked.current.isPending).toBe(true);
  });
});
