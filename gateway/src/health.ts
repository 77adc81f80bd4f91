// Health endpoints: /livez (the process answers) and /healthz (plus whether the backend replicas answer).
import { Router } from 'express';
import type { BackendPool } from './backend-pool';

/** True when `<backendUrl>/wp-json/health` answers 2xx within the timeout. */
export async function pingBackend(backendUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const res = await fetch(`${backendUrl}/wp-json/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Resolves once some replica answers `/wp-json/health`, polling every `intervalMs`; rejects after `timeoutMs`.
 * `scripts/start.mjs` starts gateway and backend together and lets the gateway listen only then, so the gateway's
 * own start-up (about a second) overlaps the backend's instead of following it, and `/livez` still means "the app
 * answers".
 */
export async function untilSomeBackendAnswers(
  urls: string[],
  { intervalMs = 100, timeoutMs = 180_000, pingTimeoutMs = 1000 } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answers = await Promise.all(urls.map((url) => pingBackend(url, pingTimeoutMs)));
    if (answers.some(Boolean)) return;
    if (Date.now() >= until) throw new Error(`no backend answered within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Router with GET /livez and GET /healthz (always 200; `backend` is 'ok' when some replica answers now, and
 * `backends` counts them; replica addresses stay private).
 */
export function healthRoutes(backends: string | BackendPool, timeoutMs: number): Router {
  const urls = typeof backends === 'string' ? [backends] : backends.urls;
  const router = Router();
  router.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/healthz', async (_req, res) => {
    const answers = await Promise.all(urls.map((url) => pingBackend(url, timeoutMs)));
    const up = answers.filter(Boolean).length;
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'ok', backend: up > 0 ? 'ok' : 'down', backends: { up, total: urls.length } });
  });
  return router;
}
