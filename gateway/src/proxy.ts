// `/wp-json` proxy to the backend, prefix kept, bodies streamed untouched, backend connections kept alive.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the prerender project compiles this file too, without gateway/src/*.d.ts
/// <reference path="./fresh.d.ts" />
import http, {
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import { CURRENT_FOR_HEADER } from '@officefit/domain';
import type { Request, RequestHandler } from 'express';
import fresh from 'fresh';
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
  forwarding: Forwarding = {},
): RequestHandler {
  const forwardedFor = forwarding.forwardedFor ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const pool =
    typeof backends === 'string' ? new BackendPool([backends], { checkMs: 0, timeoutMs: 0 }) : backends;
  /** The backend's answer per client request, once its headers arrived. */
  const answers = new WeakMap<IncomingMessage, IncomingMessage>();
  /** The replica each request went to, and the requests sent a second time. */
  const sentTo = new WeakMap<IncomingMessage, string>();
  const retried = new WeakSet<IncomingMessage>();
  /** A request's key in `kept`, and the kept answer its If-None-Match was set for (the client sent none). */
  const keys = new WeakMap<IncomingMessage, string>();
  const revalidating = new WeakMap<IncomingMessage, KeptAnswer>();
  /** The change signal's generation when a keyed request left (ApiAnswerCache.askedAt). */
  const asked = new WeakMap<IncomingMessage, number | undefined>();
  const targets = new Map(pool.urls.map((url) => [url, new URL(url)]));
  // one pool of kept-alive sockets per protocol (an Agent keeps its sockets per host and port)
  const agents = new Map<string, http.Agent>();
  const agentFor = (url: URL) => {
    let agent = agents.get(url.protocol);
    if (!agent)
      agents.set(url.protocol, (agent = keepAliveAgent(url.href, undefined, forwarding.localAddress)));
    return agent;
  };

  /** Sends `req` to the next replica (its body streamed untouched) and the answer to `res`. */
  function forward(req: IncomingMessage, res: ServerResponse): void {
    const target = pool.pick();
    sentTo.set(req, target);
    const url = targets.get(target) ?? new URL(target);
    const proxyReq = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      method: req.method,
      path: url.pathname === '/' ? req.url : `${url.pathname.replace(/\/$/, '')}${req.url ?? ''}`,
      headers: backendHeaders(req, url, { for: forwardedFor(req), proto: protocolOf(req) }),
      agent: agentFor(url),
    });
    // the answer's socket is the backend's: a backend that stopped reading early still gets its answer read
    proxyReq.on('socket', (socket) => tolerateEarlyClose(socket));
    proxyReq.setTimeout(timeoutMs, () =>
      proxyReq.destroy(Object.assign(new Error('backend timed out'), { code: 'ETIMEDOUT' })),
    );
    askIfChanged(proxyReq, req);
    proxyReq.on('response', (proxyRes) => received(proxyRes, req, res));
    proxyReq.on('error', (error) => failed(error, req, res));
    // a client that leaves takes its backend request with it
    res.on('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
    req.pipe(proxyReq);
  }

  /** The backend's answer has its headers: hop-by-hop headers dropped, written (or a kept one) to the client. */
  function received(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
    answers.set(req, proxyRes);
    if (onContentWrite && isContentWrite(req.method, pathOf(req.url), proxyRes.statusCode ?? 500))
      onContentWrite();
    // The client connection's fate is Node's own call (HTTP version, the client's Connection header).
    for (const name of hopByHopHeaders(proxyRes.headers)) delete proxyRes.headers[name];
    proxyRes.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
    answer(proxyRes, req, res);
  }

  /** The backend could not be asked or did not answer in full: once more elsewhere, or 502. */
  function failed(error: Error, req: IncomingMessage, res: ServerResponse): void {
    if (answers.get(req)?.complete) {
      // The backend answered in full and then failed or closed while the client was still sending (an
      // early 413/400): the answer is on its way to the client, so drain the rest of the request body.
      req.unpipe();
      req.resume();
      return;
    }
    // the client left first: nobody to answer
    if (res.destroyed || req.socket.destroyed) return;
    const code = (error as NodeJS.ErrnoException).code;
    const target = sentTo.get(req) ?? pool.urls[0];
    log(`proxy ${req.method} ${req.url} → ${target}: ${code ?? error.message}`);
    if (code && REPLICA_DOWN.has(code) && target) pool.markDown(target);
    if (
      !retried.has(req) &&
      code &&
      REPLICA_DOWN.has(code) &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      pool.states().some((s) => s.up && s.url !== target) &&
      !res.headersSent
    ) {
      retried.add(req); // once
      forward(req, res);
      return;
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify(backendUnavailableBody());
    res.writeHead(502, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  /** A visitor's GET answered before goes out with the kept answer's ETag, unless the client has its own. */
  function askIfChanged(proxyReq: ClientRequest, req: IncomingMessage): void {
    // the key was worked out once, when the request came in
    const key = keys.get(req);
    if (!key) return;
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
    if (!isApiPath(pathOf(req.url))) return next();
    const key = kept?.keyOf(req, protocolOf(req));
    if (key) {
      const answer = kept!.current(key);
      if (answer) return sendCurrent(req, res, answer);
      keys.set(req, key);
    }
    forward(req, res);
  };
}

/** How the gateway reaches the backend and what it vouches for (see forwardedForOf in api-requests.ts). */
export interface Forwarding {
  /** The X-Forwarded-For to send (default: the socket's peer alone). */
  forwardedFor?: (req: IncomingMessage) => string;
  /** The local address of the connections to the backend (BACKEND_LOCAL_ADDRESS). */
  localAddress?: string;
}

/** Forwarding headers a client could send: never passed on as they came (the gateway sets its own). */
const CLIENT_FORWARDING = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
];

/**
 * The headers the backend gets: the client's minus hop-by-hop and forwarding ones, its own Host, and where the
 * request came from as this gateway vouches for it: X-Forwarded-For (trusted chain, client first) and
 * X-Forwarded-Proto. No X-Forwarded-Host: the public origin is configuration (the backend's SITE_URL), never a
 * request header, so no client can put its own host into links that are kept and served to others.
 */
function backendHeaders(
  req: IncomingMessage,
  target: URL,
  forwarded: { for: string; proto: string },
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { ...req.headers };
  for (const name of hopByHopHeaders(req.headers)) delete headers[name];
  for (const name of CLIENT_FORWARDING) delete headers[name];
  headers['x-forwarded-for'] = forwarded.for;
  headers['x-forwarded-proto'] = forwarded.proto;
  headers.host = target.host;
  // a body-less DELETE or OPTIONS says so, or a backend could wait for a body
  if ((req.method === 'DELETE' || req.method === 'OPTIONS') && req.headers['content-length'] === undefined) {
    headers['content-length'] = '0';
    delete headers['transfer-encoding'];
  }
  return headers;
}
