// The shell's side of the offline queue (issue 15): snackbars for queued and sent writes, and the replay when the
// network is back (the `online` event, a visible tab, a login, once a minute as a fallback for flaky networks).
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import {
  api,
  pointsOf,
  replayOfflineQueue,
  selectLoggedIn,
  showSnackbar,
  subscribeOfflineQueue,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type QueueEvent,
  type SnackbarMessage,
} from '@officefit/api';
import { API_CACHE } from '../sw/cache-names';
import { createLog } from '@officefit/log';

const log = createLog('offline');

/** How often a signed-in tab retries the queue when no `online` event came. */
export const OFFLINE_REPLAY_MS = 60_000;

type Snackbar = Omit<SnackbarMessage, 'id'>;

const QUEUED_KEY = 'shell:offline.queued';

/** The snackbars of one queue event: "saved, will sync", then the points (or how many were sent / refused). */
export function snackbarsFor(event: QueueEvent): Snackbar[] {
  if (event.type === 'queued') return [{ key: QUEUED_KEY, severity: 'info' }];
  const out: Snackbar[] = [];
  if (event.sent.length) {
    const points = pointsOf(event.sent);
    out.push(
      points > 0
        ? { key: 'shell:offline.syncedPoints', values: { count: points }, severity: 'success' }
        : { key: 'shell:offline.synced', values: { count: event.sent.length }, severity: 'success' },
    );
  }
  if (event.failed.length)
    out.push({ key: 'shell:offline.failed', values: { count: event.failed.length }, severity: 'error' });
  return out;
}

/**
 * The snackbars of the queue's events, with one "saved, will sync" per offline batch: an exercise started and
 * finished offline (two queued writes), or several actions before the network is back, say it once; the replay
 * that sends them ends the batch.
 */
export function offlineNotices(): (event: QueueEvent) => Snackbar[] {
  let announced = false;
  return (event) => {
    const out = snackbarsFor(event).filter((message) => !(message.key === QUEUED_KEY && announced));
    announced = event.type === 'queued';
    return out;
  };
}

/** The API reads the worker keeps for offline use (sw/routes.ts isOfflineApiRead) and the tag that reloads each. */
const OFFLINE_COPIES = [
  { path: '/wp-json/officefit/v1/me', tag: 'Me' },
  { path: '/wp-json/officefit/v1/current_units', tag: 'Units' },
] as const;

/**
 * The tags of the offline API reads the worker has no copy of. A session restored from the cookie got `me` and
 * today's plan from the server's first screen (or loaded them before the worker controlled the page): they never
 * passed the worker, so offline nothing would be there. Reloading them through the worker keeps the copies a login
 * in this tab would have left.
 */
export async function missingOfflineCopies(
  storage: CacheStorage | undefined = globalThis.caches,
): Promise<Array<'Me' | 'Units'>> {
  if (!storage) return [];
  const cache = await storage.open(API_CACHE);
  const missing: Array<'Me' | 'Units'> = [];
  for (const { path, tag } of OFFLINE_COPIES) {
    if (!(await cache.match(path, { ignoreSearch: true, ignoreVary: true }))) missing.push(tag);
  }
  return missing;
}

/** How long after the start the offline copies are checked (the first screen's swap and loads go first). */
export const OFFLINE_COPY_CHECK_MS = 3_000;

export function useOfflineSync(): void {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(() => {
    const noticesFor = offlineNotices();
    return subscribeOfflineQueue((event) => {
      for (const message of noticesFor(event)) dispatch(showSnackbar(message));
    });
  }, [dispatch]);

  // Whatever way the session started, the worker ends up with the offline copies of me and today's plan.
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!loggedIn || !container) return;
    let stopped = false;
    const check = () => {
      if (!container.controller || !navigator.onLine) return;
      missingOfflineCopies()
        .then((tags) => {
          if (tags.length && !stopped) dispatch(api.util.invalidateTags(tags));
        })
        .catch((error: unknown) => log.warn('cache check failed', error));
    };
    const timer = setTimeout(check, OFFLINE_COPY_CHECK_MS);
    // the first install's worker claims the page after its loads went past it
    container.addEventListener('controllerchange', check);
    return () => {
      stopped = true;
      clearTimeout(timer);
      container.removeEventListener('controllerchange', check);
    };
  }, [loggedIn, dispatch]);

  useEffect(() => {
    if (!loggedIn || typeof window === 'undefined') return;
    const replay = () => {
      replayOfflineQueue(store.dispatch, store.getState).catch((error: unknown) =>
        log.warn('replay failed', error),
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') replay();
    };
    replay();
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(replay, OFFLINE_REPLAY_MS);
    return () => {
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
    };
  }, [loggedIn, store]);
}
