// `/wp-json` proxy to the backend, prefix kept, bodies streamed untouched, backend connections kept alive.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { hopByHopHeaders, keepAliveAgent, tolerateEarlyClose } from './backend-connection';

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
  /** The backend's answer per client request, once its headers arrived. */
  const answers = new WeakMap<IncomingMessage, IncomingMessage>();
  return createProxyMiddleware({
    // app.use('/wp-json', proxy) would strip the prefix; a path filter on an unmounted proxy keeps it.
    pathFilter: (pathname) => isApiPath(pathname),
    target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    agent: keepAliveAgent(target),
    on: {
      proxyReq(proxyReq, req) {
        if (proxyReq.socket) tolerateEarlyClose(proxyReq.socket);
        // The client's Connection/Keep-Alive headers describe the client's connection, not the pooled one.
        if (!proxyReq.headersSent)
          for (const name of hopByHopHeaders(req.headers)) proxyReq.removeHeader(name);
      },
      proxyRes(proxyRes, req, res) {
        answers.set(req, proxyRes);
        // Likewise the backend's. The client connection's fate is Node's own call (HTTP version, the client's
        // Connection header); without a value here http-proxy would echo the client's header verbatim.
        for (const name of hopByHopHeaders(proxyRes.headers)) delete proxyRes.headers[name];
        proxyRes.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
      },
      error(err, req, res) {
        if (answers.get(req)?.complete) {
          // The backend answered in full and then failed or closed while the client was still sending (an
          // early 413/400): the answer is on its way to the client, so drain the rest of the request body.
          req.unpipe();
          req.resume();
          return;
        }
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
