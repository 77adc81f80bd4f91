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
