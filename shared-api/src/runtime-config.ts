import { z } from 'zod';
import { configureApi } from './client';

/** Served next to the shell (and each remote in standalone dev) so hosts move without a rebuild. */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string(),
  remotes: z.record(z.string(), z.string()).default({}),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const config = runtimeConfigSchema.parse(await response.json());
  configureApi({ baseUrl: config.apiUrl });
  return config;
}
