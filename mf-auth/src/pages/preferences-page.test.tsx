import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from 'shared-api/core';
import { describe, expect, it } from 'vitest';
import { renderPage, serveApi } from '../test-utils';
import PreferencesPage from './preferences-page';

describe('PreferencesPage', () => {
  it('says "No profile selected" without a selected profile', () => {
    useSession.getState().clear();
    serveApi(() => [500, {}]);
    renderPage(<PreferencesPage />, { path: '/preferences' });
    expect(screen.getByText('No profile selected')).toBeInTheDocument();
  });

  it('saves the choice and updates the stored selected profile', async () => {
    useSession.getState().update({ accessToken: 't', selectedProfile: { id: 'p1', name: 'Ann', planning_frequency: 'BOTH' } });
    serveApi((method, url) =>
      method === 'PUT' && url.pathname === '/profiles/preferences/update'
        ? [200, { id: 'p1', name: 'Ann', avatar_url: null, preferred_language: 'en', is_active: true, is_selected: true, planning_frequency: 'WEEKLY', created_at: '2026-11-01T00:00:00Z' }]
        : [404, {}],
    );
    renderPage(<PreferencesPage />, { path: '/preferences' });
    const save = screen.getByRole('button', { name: 'Save Preference' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Weekly/ }));
    await user.click(save);
    await expect.poll(() => useSession.getState().selectedProfile?.planning_frequency).toBe('WEEKLY');
    expect(JSON.parse(localStorage.getItem('selectedProfile') ?? '{}')).toMatchObject({ id: 'p1', planning_frequency: 'WEEKLY' });
  });

  it('starts from the stored choice and shows the profile under its current name', () => {
    useSession.getState().update({ accessToken: 't', selectedProfile: { id: 'p1', name: 'Ann Renamed', planning_frequency: 'WEEKLY' } });
    serveApi(() => [404, {}]);
    renderPage(<PreferencesPage />, { path: '/preferences' });
    expect(screen.getByRole('radio', { name: /Weekly/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /Both/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/How often does Ann Renamed plan meals/)).toBeInTheDocument();
  });
});
