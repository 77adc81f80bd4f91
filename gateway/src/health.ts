// Health endpoints: /livez (the process answers) and /healthz (plus whether the backend answers).
import { Router } from 'express';

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

/** Router with GET /livez and GET /healthz (always 200; `backend` tells whether the backend is up). */
export function healthRoutes(backendUrl: string, timeoutMs: number): Router {
  const router = Router();
  router.get('/livez', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/healthz', async (_req, res) => {
    const up = await pingBackend(backendUrl, timeoutMs);
    res.set('Cache-Control', 'no-store').json({ status: 'ok', backend: up ? 'ok' : 'down' });
  });
  return router;
}
