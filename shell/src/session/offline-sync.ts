// The shell's side of the offline queue (issue 15): snackbars for queued and sent writes, and the replay when the
// network is back (the `online` event, a visible tab, a login, once a minute as a fallback for flaky networks).
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import {
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

/** How often a signed-in tab retries the queue when no `online` event came. */
export const OFFLINE_REPLAY_MS = 60_000;

type Snackbar = Omit<SnackbarMessage, 'id'>;

/** The snackbars of one queue event: "saved, will sync", then the points (or how many were sent / refused). */
export function snackbarsFor(event: QueueEvent): Snackbar[] {
  if (event.type === 'queued') return [{ key: 'shell:offline.queued', severity: 'info' }];
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

export function useOfflineSync(): void {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const loggedIn = useAppSelector(selectLoggedIn);

  useEffect(
    () =>
      subscribeOfflineQueue((event) => {
        for (const message of snackbarsFor(event)) dispatch(showSnackbar(message));
      }),
    [dispatch],
  );

  useEffect(() => {
    if (!loggedIn || typeof window === 'undefined') return;
    const replay = () => {
      replayOfflineQueue(store.dispatch, store.getState).catch((error: unknown) =>
        console.warn('[offline] replay failed', error),
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
