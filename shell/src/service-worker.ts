/**
 * Registers the offline cache (shell/dist/sw.js, written by scripts/service-worker.mjs) in built
 * apps only: the dev server has no sw.js and must never be served from a cache.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // After the page has loaded: installing fetches the precache, which must not compete with it.
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), { once: true });
}
