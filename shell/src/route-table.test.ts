import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './route-table';

const folderOf = { mf_auth: 'mf-auth', mf_recipes: 'mf-recipes', mf_planner: 'mf-planner', mf_grocery: 'mf-grocery', mf_admin: 'mf-admin' };

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

  it('maps every route to a module its remote really exposes', () => {
    for (const route of pageRoutes) {
      // Read as text: the shell must not import a remote, only agree with its exposes.
      const config = readFileSync(new URL(`../../${folderOf[route.remote]}/module-federation.config.ts`, import.meta.url), 'utf8');
      expect(config, `${route.remote} exposes ./${route.module}`).toContain(`'./${route.module}':`);
    }
  });
});
