import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from 'shared-api/core';
import { sharedQueryClient } from './query-provider';

afterEach(() => useSession.getState().clear());

describe('sharedQueryClient', () => {
  it('is one client for the whole page', () => {
    expect(sharedQueryClient()).toBe(sharedQueryClient());
  });

  it("drops the household's cached data when the session ends, not when it changes", () => {
    useSession.getState().update({ accessToken: 'token-1', userId: 'u1' });
    const client = sharedQueryClient();
    client.setQueryData(['users', 'me'], { full_name: 'Ann' });
    useSession.getState().update({ user_name: 'Ann B' });
    expect(client.getQueryData(['users', 'me'])).toEqual({ full_name: 'Ann' });
    useSession.getState().clear();
    expect(client.getQueryData(['users', 'me'])).toBeUndefined();
  });
});
