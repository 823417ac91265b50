// Writes shell/dist/sw.js after the shell build: the installable app's offline cache (issue 19).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'shell', 'dist');

/*
 * What opens offline after a reload, and how a new deploy is picked up:
 * - the shell's own build is precached (hashed files; a new build is a new service worker);
 * - pages (every route serves the same shell page with the runtime config written in) are fetched
 *   fresh, else the last one seen is used, whatever its route;
 * - each remote's mf-manifest.json and entry, and /runtime-config.json, are fetched fresh when the
 *   network answers within a few seconds: a new deploy of a remote is seen on the next load, never
 *   a mix, since the manifest names the chunks of its own build;
 * - a remote's hashed chunks never change, so the copy in the cache is used first.
 * The first visit loads before this worker controls the page: the page then sends Workbox's
 * CACHE_URLS message with what it loaded (shell/src/service-worker.ts), and these same routes cache
 * it. Those requests are plain fetches (no destination, not navigations), so the rules below match
 * on the URL, and a page asked for as text/html counts as a navigation.
 * The list itself is kept by the app (shared-api/src/grocery/outbox.ts), not here.
 */
const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
  swDest: path.join(dist, 'sw.js'),
  // The page is served per request (runtime config, preload hints): cached at run time below.
  globIgnores: ['sw.js', 'workbox-*.js', 'index.html', 'runtime-config.json'],
  // A file whose name carries its content's hash needs no revision of its own: precached without
  // one, it is fetched through the HTTP cache, so the files this visit already loaded are not
  // downloaded a second time while the worker installs.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  sourcemap: false,
  runtimeCaching: [
    {
      // Not the API under /api (product.mjs API_PREFIX; written out, as this function is copied into
      // sw.js): Google sign-in navigates there, and its redirects are no page.
      urlPattern: ({ request, url, sameOrigin }) =>
        !(sameOrigin && url.pathname.startsWith('/api/')) && (request.mode === 'navigate' || (sameOrigin && request.headers.get('accept') === 'text/html')),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        // One entry for every route: the shell page is the same for all of them.
        plugins: [{ cacheKeyWillBeUsed: async () => '/index.html' }],
      },
    },
    {
      urlPattern: ({ url }) => /\/(mf-manifest\.json|remoteEntry\.js|runtime-config\.json)$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: 'app-manifests', networkTimeoutSeconds: 4, cacheableResponse: { statuses: [0, 200] } },
    },
    {
      // The shell's own hashed files match too, but its precache answers them first.
      urlPattern: ({ url }) => /\.[0-9a-f]{8,}\.(js|css|woff2?)$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'remote-chunks', cacheableResponse: { statuses: [0, 200] }, expiration: { maxEntries: 300 } },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`sw.js: ${count} files precached (${Math.round(size / 1024)} KB)`);
