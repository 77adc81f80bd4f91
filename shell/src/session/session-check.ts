/** Session or refresh check at start-up and every 60 seconds (spec §9). */
export const SESSION_CHECK_MS = 60_000;

/** Runs `check` now and then every `everyMs`; returns the function that stops it. */
export function startSessionCheck(check: () => void, everyMs = SESSION_CHECK_MS): () => void {
  check();
  const timer = setInterval(check, everyMs);
  return () => clearInterval(timer);
}
