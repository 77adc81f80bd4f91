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
