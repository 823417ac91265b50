import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from 'shared-api/core';
import { fakeApi, json, testClient } from '../test/fake-api';
import { useUpdatePreferences } from './queries';

const saved = (name: string) => ({
  id: 'p1',
  name,
  avatar_url: null,
  preferred_language: 'en',
  is_active: true,
  is_selected: true,
  planning_frequency: 'WEEKLY',
  created_at: '2026-11-01T00:00:00Z',
});

describe('a saved profile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });

  it('refreshes the stored selected profile when it is that profile', async () => {
    useSession.getState().update({ accessToken: 't', selectedProfile: { id: 'p1', name: 'Ann', planning_frequency: 'BOTH' } });
    fakeApi(() => json(saved('Ann Renamed')));
    const { wrapper } = testClient();
    const { result } = renderHook(() => useUpdatePreferences(), { wrapper });
    act(() => result.current.mutate({ profile_id: 'p1', planning_frequency: 'WEEKLY' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(useSession.getState().selectedProfile).toEqual({ id: 'p1', name: 'Ann Renamed', planning_frequency: 'WEEKLY' });
  });

  it('leaves another selected profile alone', async () => {
    useSession.getState().update({ accessToken: 't', selectedProfile: { id: 'p2', name: 'Ben', planning_frequency: 'BOTH' } });
    fakeApi(() => json(saved('Ann Renamed')));
    const { wrapper } = testClient();
    const { result } = renderHook(() => useUpdatePreferences(), { wrapper });
    act(() => result.current.mutate({ profile_id: 'p1', planning_frequency: 'WEEKLY' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(useSession.getState().selectedProfile).toEqual({ id: 'p2', name: 'Ben', planning_frequency: 'BOTH' });
  });
});
