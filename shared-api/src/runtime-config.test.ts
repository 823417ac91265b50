import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from './client';
import { loadRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config';

function inline(config: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = RUNTIME_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify(config);
  document.body.append(element);
}

describe('loadRuntimeConfig', () => {
  afterEach(() => {
    document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it('reads the config the page came with and points the client at its API', async () => {
    inline({ apiUrl: 'https://api.example/', remotes: { mf_auth: 'https://auth.example/mf-manifest.json' } });
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiUrl: 'https://api.example/', remotes: { mf_auth: 'https://auth.example/mf-manifest.json' } });
    expect(apiBaseUrl()).toBe('https://api.example');
  });

  it('fetches it when the page has none, and no remotes is an empty list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ apiUrl: 'http://localhost:8080' })));
    await expect(loadRuntimeConfig('/config.json')).resolves.toEqual({ apiUrl: 'http://localhost:8080', remotes: {} });
  });

  it.each([[{}], [{ apiUrl: 8080 }], [{ apiUrl: 'x', remotes: ['a'] }], [{ apiUrl: 'x', remotes: { mf_auth: 1 } }], [null]])('refuses a config that is not one: %j', async (config) => {
    inline(config);
    await expect(loadRuntimeConfig()).rejects.toThrow('runtime config');
  });
});
