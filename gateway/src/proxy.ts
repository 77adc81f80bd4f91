// `/wp-json` proxy to the backend, prefix kept, bodies streamed untouched.
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

/** True for `/wp-json` and everything below it (not `/wp-jsonx`, which a plain prefix filter would take). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/wp-json' || pathname.startsWith('/wp-json/');
}

/** WordPress-style error body sent when the backend cannot be reached. */
export function backendUnavailableBody(): { code: string; message: string; data: { status: number } } {
  return {
    code: 'gateway_backend_unavailable',
    message: 'The content service is not reachable. Please try again shortly.',
    data: { status: 502 },
  };
}

/** Proxy middleware for `/wp-json`; mount it before any body parser so request bodies pass intact. */
export function backendProxy(
  target: string,
  log: (message: string) => void = console.error,
  timeoutMs = 60_000,
): RequestHandler {
  return createProxyMiddleware({
    // app.use('/wp-json', proxy) would strip the prefix; a path filter on an unmounted proxy keeps it.
    pathFilter: (pathname) => isApiPath(pathname),
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      error(err, req, res) {
        log(
          `proxy ${req.method} ${req.url} → ${target}: ${(err as NodeJS.ErrnoException).code ?? err.message}`,
        );
        if (!('writeHead' in res)) {
          res.destroy(); // a websocket upgrade socket
          return;
        }
        const response = res as ServerResponse;
        if (response.headersSent) {
          response.destroy();
          return;
        }
        const body = JSON.stringify(backendUnavailableBody());
        response.writeHead(502, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-store',
        });
        response.end(body);
      },
    },
  }) as unknown as RequestHandler;
}
