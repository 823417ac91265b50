import { matchPath } from 'react-router-dom';
import manifest from '../../remotes.json';
import type { RemoteName } from './remotes';

export interface PageRoute {
  path: string;
  remote: RemoteName;
  /** Exposed module name, e.g. `RecipesPage` for `mf_recipes/RecipesPage`. */
  module: string;
  /** Needs a stored access token; otherwise the browser goes to /. */
  protected: boolean;
  /** Serves a signed-in user, so it gets the shared QueryClient (the signed-out pages load no TanStack Query). */
  signedIn: boolean;
}

/** Spec §2 of both documents: every route and the remote page that serves it, from remotes.json (guarded unless `public`). */
export const pageRoutes: PageRoute[] = manifest.remotes.flatMap((remote) =>
  remote.pages.map((page) => ({
    path: page.path,
    remote: remote.name,
    module: page.module,
    protected: !page.public,
    signedIn: !page.public || ('signedIn' in page && page.signedIn === true),
  })),
);

/** Routes without the logout button (spec: every route except / and /signup). */
export const routesWithoutLogout = new Set(['/', '/signup']);

/** The page route a path opens, if any. */
export function routeOf(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath(route.path, pathname));
}
