import { USER_CACHES } from '../sw/cache-names';

/**
 * Deletes the service worker caches that hold the signed-in user's API answers (issue 15: after a logout no
 * cached answer of that user is served to anyone). The page can reach the worker's caches directly.
 */
export async function clearUserCaches(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(USER_CACHES.map((name) => storage.delete(name)));
}
