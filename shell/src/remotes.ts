import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import manifest from '../../remotes.json';

/** A federation container name declared in remotes.json, e.g. `mf_recipes`. */
export type RemoteName = (typeof manifest.remotes)[number]['name'];

const declared = new Set<string>(manifest.remotes.map((remote) => remote.name));

/** What every exposed page module is: a default-exported component without props. */
export interface PageModule {
  default: ComponentType;
}

let entries: Record<string, string> = {};

/**
 * The remotes of remotes.json, at the addresses /runtime-config.json gives at boot, so moving one
 * needs no shell rebuild. A remote without an address shows its error panel on its routes.
 */
export function registerRemoteEntries(remotes: Record<string, string>): void {
  entries = Object.fromEntries(Object.entries(remotes).filter(([name]) => declared.has(name)));
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

const loaded = new Map<string, ComponentType>();

export function loadedPage(remote: RemoteName, module: string): ComponentType | undefined {
  return loaded.get(`${remote}/${module}`);
}

const loading = new Map<string, Promise<ComponentType>>();

/**
 * Loads an exposed page, once while it is on its way; `fresh` re-registers the remote first so a
 * failed manifest is fetched again.
 */
export function loadPage(remote: RemoteName, module: string, fresh = false): Promise<ComponentType> {
  const id = `${remote}/${module}`;
  const cached = loaded.get(id);
  if (cached && !fresh) return Promise.resolve(cached);
  const inFlight = loading.get(id);
  if (inFlight && !fresh) return inFlight;
  const load = async () => {
    const entry = entries[remote];
    if (!entry) throw new Error(`No address configured for ${remote}`);
    if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
    const page = await loadRemote<PageModule>(id);
    if (!page?.default) throw new Error(`${id} did not load`);
    loaded.set(id, page.default);
    return page.default;
  };
  const promise = load().finally(() => loading.delete(id));
  loading.set(id, promise);
  return promise;
}
