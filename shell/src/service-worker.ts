/**
 * Registers the offline cache (shell/dist/sw.js, written by scripts/service-worker.mjs) in built
 * apps only: the dev server has no sw.js and must never be served from a cache.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Installing downloads and stores the whole precache on a thread of this page's process. The load
  // event comes long before the page is drawn (the remote page and its data load after it), so the
  // worker waits for the page to go quiet: installed during a phone's first visit it slowed the page
  // itself (Lighthouse mobile, TBT ~300–550 ms with it, 40–80 ms without).
  window.addEventListener('load', () => whenQuiet(register), { once: true });
}

function register(): void {
  const firstVisit = !navigator.serviceWorker.controller;
  void navigator.serviceWorker
    .register('/sw.js')
    .then(() => (firstVisit ? cacheWhatThisVisitLoaded() : undefined))
    .catch(() => undefined);
}

/** How long no file or call may finish before the page counts as loaded, and the longest wait. */
export const QUIET_MS = 2000;
export const QUIET_AT_MOST_MS = 15_000;

/**
 * Runs `then` once no resource (script, manifest, API call) has finished loading for QUIET_MS, or
 * after QUIET_AT_MOST_MS whatever the page does (a page that keeps polling still gets its worker).
 */
export function whenQuiet(then: () => void): void {
  const started = performance.now();
  let timer = setTimeout(done, QUIET_MS);
  const observer = typeof PerformanceObserver === 'undefined' ? undefined : new PerformanceObserver(wait);
  observer?.observe({ type: 'resource' });
  function wait() {
    clearTimeout(timer);
    timer = setTimeout(done, Math.max(0, Math.min(QUIET_MS, started + QUIET_AT_MOST_MS - performance.now())));
  }
  function done() {
    observer?.disconnect();
    then();
  }
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
