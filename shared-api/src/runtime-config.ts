import * as z from 'zod/mini';
import { configureApi } from './client';

/** Served next to the shell (and each remote in standalone dev) so hosts move without a rebuild. */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string(),
  remotes: z._default(z.record(z.string(), z.string()), {}),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
  const config = runtimeConfigSchema.parse(raw);
  configureApi({ baseUrl: config.apiUrl });
  return config;
}
