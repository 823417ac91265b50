import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import manifest from '../../remotes.json';
import { pageRoutes, routeOf } from './route-table';

const folderOf = Object.fromEntries(manifest.remotes.map((remote) => [remote.name, remote.folder]));

/** Spec §2 of both documents: path → protected. */
const specRoutes: Record<string, boolean> = {
  '/': false,
  '/signup': false,
  '/onboarding': false,
  '/verify-email': false,
  '/forgot-password': false,
  '/reset-password': false,
  '/admin': true,
  '/profiles': true,
  '/home': true,
  '/recipes': true,
  '/stores': true,
  '/grocery': true,
  '/add': true,
  '/add-recipe': true,
  '/search-recipe': true,
  '/edit-recipe/:recipeid': true,
  '/my-profile': true,
  '/subscription': true,
  '/preferences': true,
};

describe('route table', () => {
  it('has every route of the spec with its guard', () => {
    expect(Object.fromEntries(pageRoutes.map((r) => [r.path, r.protected]))).toEqual(specRoutes);
  });

  it('gives TanStack Query to the pages of signed-in users only: every guarded page and onboarding', () => {
    const signedOut = pageRoutes.filter((route) => !route.signedIn).map((route) => route.path);
    expect(signedOut).toEqual(['/', '/signup', '/verify-email', '/forgot-password', '/reset-password']);
    expect(pageRoutes.filter((route) => route.protected).every((route) => route.signedIn)).toBe(true);
  });

  it('maps every route to a page file its remote really has', () => {
    for (const route of pageRoutes) {
      const page = manifest.remotes.find((r) => r.name === route.remote)?.pages.find((p) => p.module === route.module);
      // Read as text: the shell must not import a remote, only agree with what it exposes.
      const file = new URL(`../../${folderOf[route.remote]}/${page?.file}`, import.meta.url);
      expect(existsSync(file), `${route.remote}/${route.module} → ${page?.file}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${page?.file} default-exports its page`).toMatch(/^export default function /m);
    }
  });
});

describe('remotes.json', () => {
  it('declares each remote once: an identifier name, its own workspace folder and its own port offset', () => {
    const { remotes } = manifest;
    for (const remote of remotes) {
      expect(remote.name).toMatch(/^[A-Za-z_$][\w$]*$/);
      const pkg = JSON.parse(readFileSync(new URL(`../../${remote.folder}/package.json`, import.meta.url), 'utf8')) as { name: string };
      expect(pkg.name).toBe(remote.folder);
      expect(remote.offset).toBeGreaterThan(0);
    }
    for (const key of ['name', 'folder', 'offset', 'title'] as const) {
      expect(new Set(remotes.map((r) => r[key])).size, `${key} is unique`).toBe(remotes.length);
    }
  });

  it('gives each route and each exposed module one page', () => {
    expect(new Set(pageRoutes.map((r) => r.path)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((r) => `${r.remote}/${r.module}`)).size).toBe(pageRoutes.length);
  });
});

describe('routeOf', () => {
  it('finds the page a path opens, parameters included', () => {
    expect(routeOf('/grocery')?.module).toBe('GroceryPage');
    expect(routeOf('/edit-recipe/5f0c')?.module).toBe('EditRecipePage');
    expect(routeOf('/')?.module).toBe('SignInPage');
    expect(routeOf('/no-such-page')).toBeUndefined();
  });
});
