/** Service worker update check interval (spec §7, §9). */
export const SW_UPDATE_CHECK_MS = 3_600_000;

/**
 * Registers the service worker from the root path with root scope. Once per hour the script is fetched
 * without cache; when that answers 200, no install is running and the browser is online, the worker is
 * updated. When an updated worker takes control, the page reloads.
 */
export function registerServiceWorker(onError: (error: unknown) => void = console.error): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
  });
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        fetch('/sw.js', { cache: 'no-store', headers: { 'cache-control': 'no-cache' } })
          .then((res) => (res.status === 200 ? registration.update() : undefined))
          .catch(() => undefined);
      }, SW_UPDATE_CHECK_MS);
    })
    .catch(onError);
}
