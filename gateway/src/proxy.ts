// `/wp-json` proxy to the backend, prefix kept, bodies streamed untouched, backend connections kept alive.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the prerender project compiles this file too, without gateway/src/*.d.ts
/// <reference path="./fresh.d.ts" />
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import { CURRENT_FOR_HEADER } from '@officefit/domain';
import type { Request, RequestHandler } from 'express';
import fresh from 'fresh';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  type ApiAnswerCache,
  isKeepable,
  type KeptAnswer,
  keptHeaders,
  refreshedHeaders,
} from './api-answer-cache';
import { hopByHopHeaders, keepAliveAgent, tolerateEarlyClose } from './backend-connection';
import { BackendPool } from './backend-pool';
import { pathOf } from './api-requests';
import { isContentWrite } from './landing-cache';

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

/**
 * Collects the answer while it streams to the client and keeps it once complete (and not too large), marked current
 * when the backend said so (`currentFor`) and nothing changed since the request was `askedAt`.
 */
function keepWhileSending(
  proxyRes: IncomingMessage,
  key: string,
  kept: ApiAnswerCache,
  currentFor: unknown,
  askedAt: number | undefined,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: Buffer) => {
    size += chunk.length;
    if (size > kept.maxBytes) {
      proxyRes.off('data', collect);
      chunks.length = 0;
      return;
    }
    chunks.push(chunk);
  };
  proxyRes.on('data', collect);
  proxyRes.once('end', () => {
    if (size > kept.maxBytes || !proxyRes.complete) return;
    kept.set(key, {
      etag: String(proxyRes.headers.etag),
      headers: keptHeaders(proxyRes.headers),
      body: Buffer.concat(chunks, size),
      current: kept.markFor(currentFor, askedAt),
    });
  });
}

/** Errors that mean the replica is gone (not that one request went wrong): it leaves the pool until it is back. */
const REPLICA_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

/**
 * Proxy middleware for `/wp-json`; mount it before any body parser so request bodies pass intact.
 * `backends` is one URL or a pool of replicas (round-robin over the healthy ones). A GET or HEAD that failed because
 * its replica is gone (refused or reset) is sent once more to another replica (they change nothing); other
 * requests answer 502.
 * `onContentWrite` hears of every successful CMS or admin write (the landing page cache drops its pages).
 * With `kept`, visitors' GETs are revalidated against the answer kept for them (api-answer-cache.ts).
 * `protocolOf` names a request's protocol (Express's req.protocol by default; api-requests.ts without Express).
 */
export function backendProxy(
  backends: string | BackendPool,
  log: (message: string) => void = console.error,
  timeoutMs = 60_000,
  onContentWrite?: () => void,
  kept?: ApiAnswerCache,
  protocolOf: (req: IncomingMessage) => string = (req) => (req as Request).protocol ?? 'http',
): RequestHandler {
  const pool =
    typeof backends === 'string' ? new BackendPool([backends], { checkMs: 0, timeoutMs: 0 }) : backends;
  /** The backend's answer per client request, once its headers arrived. */
  const answers = new WeakMap<IncomingMessage, IncomingMessage>();
  /** The replica each request went to, and how to send it again. */
  const sentTo = new WeakMap<IncomingMessage, string>();
  const retries = new WeakMap<IncomingMessage, () => void>();
  const retried = new WeakSet<IncomingMessage>();
  /** A request's key in `kept`, and the kept answer its If-None-Match was set for (the client sent none). */
  const keys = new WeakMap<IncomingMessage, string>();
  const revalidating = new WeakMap<IncomingMessage, KeptAnswer>();
  /** The change signal's generation when a keyed request left (ApiAnswerCache.askedAt). */
  const asked = new WeakMap<IncomingMessage, number | undefined>();
  const middleware = createProxyMiddleware({
    // app.use('/wp-json', proxy) would strip the prefix; a path filter on an unmounted proxy keeps it.
    pathFilter: (pathname) => isApiPath(pathname),
    target: pool.urls[0],
    router: (req) => {
      const url = pool.pick();
      sentTo.set(req, url);
      return url;
    },
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    // one pool of kept-alive sockets per replica address (an Agent keeps its sockets per host and port)
    agent: keepAliveAgent(pool.urls[0]!),
    // the answer is written below: kept answers are sent instead of a 304 the gateway asked for
    selfHandleResponse: true,
    on: {
      proxyReq(proxyReq, req) {
        if (proxyReq.socket) tolerateEarlyClose(proxyReq.socket);
        // The client's Connection/Keep-Alive headers describe the client's connection, not the pooled one.
        if (!proxyReq.headersSent) {
          for (const name of hopByHopHeaders(req.headers)) proxyReq.removeHeader(name);
          askIfChanged(proxyReq, req);
        }
      },
      proxyRes(proxyRes, req, res) {
        answers.set(req, proxyRes);
        if (
          onContentWrite &&
          isContentWrite(req.method, (req.url ?? '').split('?')[0]!, proxyRes.statusCode ?? 500)
        )
          onContentWrite();
        // Likewise the backend's. The client connection's fate is Node's own call (HTTP version, the client's
        // Connection header); without a value here http-proxy would echo the client's header verbatim.
        for (const name of hopByHopHeaders(proxyRes.headers)) delete proxyRes.headers[name];
        proxyRes.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
        answer(proxyRes, req, res);
      },
      error(err, req, res) {
        if (answers.get(req)?.complete) {
          // The backend answered in full and then failed or closed while the client was still sending (an
          // early 413/400): the answer is on its way to the client, so drain the rest of the request body.
          req.unpipe();
          req.resume();
          return;
        }
        const code = (err as NodeJS.ErrnoException).code;
        const target = sentTo.get(req) ?? pool.urls[0];
        log(`proxy ${req.method} ${req.url} → ${target}: ${code ?? err.message}`);
        if (code && REPLICA_DOWN.has(code) && target) pool.markDown(target);
        const retry = retries.get(req);
        if (
          retry &&
          !retried.has(req) &&
          code &&
          REPLICA_DOWN.has(code) &&
          (req.method === 'GET' || req.method === 'HEAD') &&
          pool.states().some((s) => s.up && s.url !== target) &&
          'writeHead' in res &&
          !(res as ServerResponse).headersSent
        ) {
          retried.add(req); // once
          retry();
          return;
        }
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

  /** A visitor's GET answered before goes out with the kept answer's ETag, unless the client has its own. */
  function askIfChanged(proxyReq: ClientRequest, req: IncomingMessage): void {
    const key = kept?.keyOf(req, protocolOf(req));
    if (!key) return;
    keys.set(req, key);
    asked.set(req, kept!.askedAt());
    const answer = kept!.get(key);
    if (!answer || req.headers['if-none-match'] !== undefined) return;
    proxyReq.setHeader('if-none-match', answer.etag);
    revalidating.set(req, answer);
  }

  /** Writes the backend's answer, or the kept one it confirmed, and keeps a visitor's new answer. */
  function answer(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
    const confirmed = revalidating.get(req);
    const status = proxyRes.statusCode ?? 502;
    // the backend's word to this gateway, not to the client
    const currentFor = proxyRes.headers[CURRENT_FOR_HEADER];
    delete proxyRes.headers[CURRENT_FOR_HEADER];
    if (confirmed && status === 304) {
      proxyRes.resume();
      confirmed.current = kept!.markFor(currentFor, asked.get(req));
      const headers = refreshedHeaders(confirmed.headers, proxyRes.headers);
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) res.setHeader(name, value);
      res.statusCode = 200;
      res.end(confirmed.body);
      return;
    }
    for (const [name, value] of Object.entries(proxyRes.headers)) {
      // Node frames the body for this connection itself
      if (value !== undefined && name !== 'transfer-encoding') res.setHeader(name, value);
    }
    res.statusCode = status;
    if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
    const key = keys.get(req);
    if (kept && key) {
      if (isKeepable(status, proxyRes.headers, kept.maxBytes))
        keepWhileSending(proxyRes, key, kept, currentFor, asked.get(req));
      // a kept answer that the backend no longer confirms is not asked about again
      else if (confirmed) kept.delete(key);
    }
    proxyRes.pipe(res);
  }

  /** Sends a kept answer the backend's change stream vouches for, without asking (304 if the client has it). */
  function sendCurrent(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void {
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) res.setHeader(name, value);
    }
    res.statusCode = 200;
    if (fresh(req.headers, { etag: answer.etag })) {
      res.statusCode = 304;
      res.removeHeader('content-type');
      res.end();
      return;
    }
    res.end(answer.body);
  }

  return (req, res, next) => {
    if (kept && req.method === 'GET' && isApiPath(pathOf(req.url))) {
      const key = kept.keyOf(req, protocolOf(req));
      const answer = key ? kept.current(key) : undefined;
      if (answer) return sendCurrent(req, res, answer);
    }
    retries.set(req, () => void middleware(req, res, next));
    return middleware(req, res, next);
  };
}
