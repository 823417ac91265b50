import { configureApi } from './client';

/** Served next to the shell (and each remote in standalone dev) so hosts move without a rebuild. */
export interface RuntimeConfig {
  apiUrl: string;
  /** Remote name → manifest URL. */
  remotes: Record<string, string>;
}

/**
 * Checked by hand, not with zod: every first visit reads it, and the validator would otherwise load
 * with the first page instead of with the first API answer.
 */
function toRuntimeConfig(raw: unknown): RuntimeConfig {
  const { apiUrl, remotes = {} } = (raw ?? {}) as { apiUrl?: unknown; remotes?: unknown };
  const isTextRecord = (value: unknown): value is Record<string, string> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');
  if (typeof apiUrl !== 'string' || !isTextRecord(remotes)) throw new Error('The runtime config needs apiUrl (text) and remotes (name → URL)');
  return { apiUrl, remotes };
}

/** Id of the `<script type="application/json">` the production web server writes the config into. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The config the page came with (no round trip before the first remote can load), else the one at `url`. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  let raw: unknown;
  if (inline) {
    raw = JSON.parse(inline);
  } else {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
    raw = await response.json();
  }
  const config = toRuntimeConfig(raw);
  configureApi({ baseUrl: config.apiUrl });
  return config;
}
