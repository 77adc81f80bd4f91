/// <reference lib="webworker" />
// The shell's service worker (spec §1, §4; issue 15), built by workbox InjectManifest. The shell's own files are
// precached (a new build = a new worker, which waits until the page accepts the update); remote entries and the
// runtime manifest are NetworkFirst with a short timeout (a new deployment wins online, the last one loads
// offline); hashed remote chunks CacheFirst; today's plan, its exercises and me NetworkFirst for offline use.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { API_CACHE, CHUNK_CACHE, ENTRY_CACHE, MEDIA_CACHE, PAGE_CACHE, SKIP_WAITING } from './cache-names';
import { isEntryFile, isHashedRemoteFile, isIllustration, isOfflineApiRead, planFollowUps } from './routes';
import { notificationOf, targetUrl } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const SHELL_INDEX = '/index.html';
/** Seconds a NetworkFirst request waits for the network before it answers from the cache. */
const NETWORK_TIMEOUT_SECONDS = 4;

// index.html is precached only as the offline fallback of navigations: `/` must not be answered from the precache
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({ maxEntries: 50 }),
      // A signed-in first screen holds the user's own data (`no-store`): never kept, so no later visitor of this
      // browser sees it offline; offline, /home gets the app shell below, which renders from the API cache.
      {
        cacheWillUpdate: async ({ response }: { response: Response }) =>
          /no-store/i.test(response.headers.get('cache-control') ?? '') ? null : response,
      },
      // a page never opened online still gets the app, which renders the route itself
      { handlerDidError: async () => (await matchPrecache(SHELL_INDEX)) ?? Response.error() },
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isEntryFile(url),
  new NetworkFirst({ cacheName: ENTRY_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedRemoteFile(url),
  new CacheFirst({ cacheName: CHUNK_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);

// The plan's answer also fetches its exercises and illustrations, so the exercise pages open offline.
const prefetchPlan = {
  cacheDidUpdate: async ({ request, newResponse }: { request: Request; newResponse: Response }) => {
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/current_units')) return;
    const urls = planFollowUps(await newResponse.clone().json(), url);
    const headers = { authorization: request.headers.get('authorization') ?? '' };
    const cache = await caches.open(API_CACHE);
    const media = await caches.open(MEDIA_CACHE);
    await Promise.all(
      urls.map(async (u) => {
        const target = isIllustration(new URL(u, self.location.origin)) ? media : cache;
        if (await target.match(u)) return;
        const res = await fetch(u, { headers }).catch(() => null);
        if (res?.ok) await target.put(u, res);
      }),
    );
  },
};

registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isOfflineApiRead(url),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      prefetchPlan,
    ],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isIllustration(url),
  new StaleWhileRevalidate({ cacheName: MEDIA_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

// Web Push (sent by the backend with {title, body, url}): show it; a click focuses or opens its page.
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(targetUrl(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
