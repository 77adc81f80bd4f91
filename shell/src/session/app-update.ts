/** How often the latest build id is fetched (spec §7 "the build manifest and latest build id"). */
export const UPDATE_CHECK_MS = 60_000;

export interface UpdateWatcher {
  updateAvailable(): boolean;
  stop(): void;
}

/**
 * Watches the gateway's manifest for a new build id; the app then reloads at the next route change (spec §4),
 * guarded so that it reloads at most once per path within 10 seconds.
 */
export function watchForUpdates(
  currentBuildId: string,
  fetchBuildId: () => Promise<string>,
  intervalMs = UPDATE_CHECK_MS,
): UpdateWatcher {
  let latest = currentBuildId;
  const timer = setInterval(() => {
    fetchBuildId()
      .then((id) => {
        latest = id;
      })
      .catch(() => undefined);
  }, intervalMs);
  return {
    updateAvailable: () => latest !== currentBuildId,
    stop: () => clearInterval(timer),
  };
}

/** What a route change may apply: a waiting service worker (see service-worker.ts) or a new build id. */
export interface PendingUpdates {
  worker: { state(): { status: string }; acceptUpdate(): void };
  updates: Pick<UpdateWatcher, 'updateAvailable'>;
}

/**
 * Called on every route change after the first (spec §4: the update applies at the next route change). A waiting
 * worker is told to take over (its `controlling` event reloads the page, guarded); a new build without a new
 * worker reloads directly. `reload` is the guarded reload (at most once per path within 10 s).
 */
export function applyPendingUpdate(
  path: string,
  pending: PendingUpdates,
  reload: (path: string) => void,
): void {
  if (pending.worker.state().status === 'update-needed') pending.worker.acceptUpdate();
  else if (pending.updates.updateAvailable()) reload(path);
}
