/** Page reload guard of spec §9: at most one reload per path within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'officefit.reloadGuard';

/** Reloads the page unless this path was already reloaded within the guard window; returns whether it did. */
export function reloadOnce(
  path: string,
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === path && now - last.at < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** A failed code-chunk load (e.g. after a deploy) triggers one page reload (spec §8). */
export function reloadOnceForChunkError(error: unknown): void {
  const name = (error as { name?: string } | null)?.name ?? '';
  const message = (error as { message?: string } | null)?.message ?? '';
  if (name === 'ChunkLoadError' || /Loading chunk .* failed/.test(message))
    reloadOnce(window.location.pathname);
}
