import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'mf_auth' | 'mf_recipes' | 'mf_planner' | 'mf_grocery' | 'mf_admin';

/** What every exposed page module is: a default-exported component without props. */
export interface PageModule {
  default: ComponentType;
}

let entries: Record<string, string> = {};

/** Remotes come from /runtime-config.json at boot, so moving one needs no shell rebuild. */
export function registerRemoteEntries(remotes: Record<string, string>): void {
  entries = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

const loaded = new Map<string, ComponentType>();

export function loadedPage(remote: RemoteName, module: string): ComponentType | undefined {
  return loaded.get(`${remote}/${module}`);
}

/** Loads an exposed page; `fresh` re-registers the remote first so a failed manifest is fetched again. */
export async function loadPage(remote: RemoteName, module: string, fresh = false): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = loaded.get(id);
  if (cached && !fresh) return cached;
  const entry = entries[remote];
  if (!entry) throw new Error(`No address configured for ${remote}`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const page = await loadRemote<PageModule>(id);
  if (!page?.default) throw new Error(`${id} did not load`);
  loaded.set(id, page.default);
  return page.default;
}
