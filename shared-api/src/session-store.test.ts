import { beforeEach, describe, expect, it } from 'vitest';
import { readSession, useSession } from './session-store';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('mirrors the spec keys in localStorage', () => {
    useSession.getState().update({
      accessToken: 't',
      user_role: 'ADMIN',
      selectedProfile: { id: 'p1', name: 'Ann', planning_frequency: 'WEEKLY' },
    });
    expect(localStorage.getItem('accessToken')).toBe('t');
    expect(localStorage.getItem('user_role')).toBe('ADMIN');
    expect(JSON.parse(localStorage.getItem('selectedProfile') ?? '')).toEqual({ id: 'p1', name: 'Ann', planning_frequency: 'WEEKLY' });
    expect(readSession().selectedProfile?.name).toBe('Ann');
  });

  it('clears all of local storage on logout', () => {
    localStorage.setItem('unrelated', 'x');
    useSession.getState().update({ accessToken: 't' });
    useSession.getState().clear();
    expect(localStorage.length).toBe(0);
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('ignores a corrupt stored profile', () => {
    localStorage.setItem('selectedProfile', '{not json');
    expect(readSession().selectedProfile).toBeNull();
  });
});
