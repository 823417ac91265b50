/**
 * Registers the offline cache (shell/dist/sw.js, written by scripts/service-worker.mjs) in built
 * apps only: the dev server has no sw.js and must never be served from a cache.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // After the page has loaded: installing fetches the precache, which must not compete with it.
  window.addEventListener(
    'load',
    () => {
      const firstVisit = !navigator.serviceWorker.controller;
      void navigator.serviceWorker
        .register('/sw.js')
        .then(() => (firstVisit ? cacheWhatThisVisitLoaded() : undefined))
        .catch(() => undefined);
    },
    { once: true },
  );
}

/**
 * A page loaded before the worker controlled it fetched the remotes' manifests, entries and chunks
 * behind its back, so one visit would not open offline. Once the worker takes control (it claims
 * open pages), hand it what this visit loaded; its own routes decide what to keep and where.
 */
async function cacheWhatThisVisitLoaded(): Promise<void> {
  const { active } = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  // Anything loaded from here on goes through the worker: this list is complete.
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
  const urlsToCache = [[location.href, { headers: { accept: 'text/html' } }], ...new Set(loaded)];
  // Workbox's own message (workbox-routing): the worker fetches each URL through its routes.
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
