import { act, cleanup, render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page that needs the query client. */
function Page() {
  useQueryClient();
  return <p>page</p>;
}

describe('AppProviders', () => {
  // Unmounted before the next test and before the environment goes, so no render is left pending.
  afterEach(cleanup);

  it('shows the fallback, then the page inside the shared query client', async () => {
    const { AppProviders } = await import('./app-providers');
    render(
      <AppProviders fallback={<p>loading</p>}>
        <Page />
      </AppProviders>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('page')).toBeTruthy();
  });

  it('shows `failed` when the query provider cannot load, and Retry loads it again', async () => {
    vi.resetModules();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    vi.doMock('shared-api/query', async (importOriginal) => {
      if (fail) throw new Error('network down');
      return importOriginal();
    });
    const { AppProviders } = await import('./app-providers');
    let retry = () => {};
    render(
      <AppProviders
        failed={(again) => {
          retry = again;
          return <p>unavailable</p>;
        }}
      >
        <Page />
      </AppProviders>,
    );
    expect(await screen.findByText('unavailable')).toBeTruthy();
    fail = false;
    vi.resetModules();
    act(() => retry());
    expect(await screen.findByText('page')).toBeTruthy();
    expect(logged).toHaveBeenCalledOnce();
    vi.doUnmock('shared-api/query');
    logged.mockRestore();
  });
});
