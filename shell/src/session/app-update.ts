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

/** The route change's loads count as done after this long without a finished request. */
export const LOADS_QUIET_MS = 1_000;
/** The takeover waits at most this long for the route change's loads. */
export const LOADS_MAX_WAIT_MS = 10_000;

/** Calls `onLoad` whenever the page finished a request (resource timing); returns the unsubscribe. */
export type LoadObserver = (onLoad: () => void) => () => void;

const resourceLoads: LoadObserver = (onLoad) => {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver(() => onLoad());
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return () => undefined;
  }
  return () => observer.disconnect();
};

/**
 * Runs `run` once the page has finished no request for `quietMs` (at the latest after `maxMs`). A route change
 * fetches the route's remote entry, chunks and data through the active worker; when SKIP_WAITING arrives then,
 * Chromium stops the active worker for the takeover, the next fetch of the route starts it again and the takeover
 * then waits until that worker is idle (30 s without a request, never while DevTools is attached) — "installed"
 * for minutes. Told after the loads, the waiting worker takes over at once, as from the prompt's button.
 */
export function whenLoadsSettle(
  run: () => void,
  quietMs = LOADS_QUIET_MS,
  maxMs = LOADS_MAX_WAIT_MS,
  observe: LoadObserver = resourceLoads,
): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    clearTimeout(quiet);
    clearTimeout(latest);
    unsubscribe();
    run();
  };
  const latest = setTimeout(done, maxMs);
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(done, quietMs);
  };
  const unsubscribe = observe(restart);
  restart();
}

/**
 * Called on every route change after the first (spec §4: the update applies at the next route change). A waiting
 * worker is told to take over once the route's loads are done (see whenLoadsSettle; its `controlling` event
 * reloads the page, guarded); a new build without a new worker reloads directly. `reload` is the guarded reload
 * (at most once per path within 10 s).
 */
export function applyPendingUpdate(
  path: string,
  pending: PendingUpdates,
  reload: (path: string) => void,
  settle: (run: () => void) => void = whenLoadsSettle,
): void {
  if (pending.worker.state().status === 'update-needed')
    settle(() => {
      if (pending.worker.state().status === 'update-needed') pending.worker.acceptUpdate();
    });
  else if (pending.updates.updateAvailable()) reload(path);
}
