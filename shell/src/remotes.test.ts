import { loadRemote } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadedPage, loadPage, registerRemoteEntries } from './remotes';

// The federation runtime stands in here: these tests are about when the shell asks it for a page.
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const Page = () => null;

describe('loadPage', () => {
  beforeEach(() => {
    vi.mocked(loadRemote).mockReset();
    registerRemoteEntries({ mf_grocery: 'https://grocery.example/mf-manifest.json' });
  });

  it('asks the runtime once for a page that is already on its way (loaded at boot and by the route)', async () => {
    let arrive: (page: { default: typeof Page }) => void = () => undefined;
    vi.mocked(loadRemote).mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const atBoot = loadPage('mf_grocery', 'GroceryPage');
    const byRoute = loadPage('mf_grocery', 'GroceryPage');
    arrive({ default: Page });
    expect(await atBoot).toBe(Page);
    expect(await byRoute).toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedPage('mf_grocery', 'GroceryPage')).toBe(Page);
  });

  it('asks again after a failed load', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: Page });
    await expect(loadPage('mf_grocery', 'StoresPage')).rejects.toThrow('remote down');
    expect(await loadPage('mf_grocery', 'StoresPage')).toBe(Page);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
