// `/wp-json` proxy to the backend with http-proxy-middleware (the design card's library): prefix and query kept, bodies
// streamed untouched, backend connections kept alive. The gateway runs it on its short path (api-short-path.ts);
// backendProxy() mounts the same handlers in an Express router.
import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import express, { type Request, type RequestHandler } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { API_PREFIXES } from './api-path';
import { BackendPool } from './backend-pool';
import { backendHeaders, hopByHopHeaders } from './forwarding';
import { isContentWrite } from './landing-cache';
import { type Log, logger, warningsTo } from './logger';

/** Where the proxy is mounted: `/wp-json` and below, case-sensitive (`/wp-jsonx`, `/WP-JSON` are pages). */
export const API_PREFIX = '/wp-json';

/** WordPress-style error body sent when the backend cannot be reached. */
export function backendUnavailableBody(): { code: string; message: string; data: { status: number } } {
  return {
    code: 'gateway_backend_unavailable',
    message: 'The content service is not reachable. Please try again shortly.',
    data: { status: 502 },
  };
}

export interface ProxyOptions {
  /** Hears of every successful CMS or admin write (the landing page cache drops its pages). */
  onContentWrite?: () => void;
  /** The X-Forwarded-For to send (default: the socket's peer alone; see forwardedForOf). */
  forwardedFor?: (req: IncomingMessage) => string;
  /** The local address of the connections to the backend (BACKEND_LOCAL_ADDRESS), set on the agent. */
  localAddress?: string;
  /** Middlewares run on API requests before forwarding (the API's security headers). */
  first?: RequestHandler[];
}

/**
 * Keep-alive pool for the backend. `timeout` caps how long an idle socket waits; Node shortens it to the
 * backend's own `Keep-Alive: timeout=N` hint minus a second, so the gateway drops a socket before the backend
 * does (otherwise a request could be sent on a socket the backend is closing). `localAddress`: the gateway's own
 * address towards the backend, the one the backend trusts (TRUST_PROXY).
 */
export function keepAliveAgent(protocol: string, localAddress?: string, idleMs = 30_000): http.Agent {
  const options = { keepAlive: true, timeout: idleMs, scheduling: 'lifo' as const, localAddress };
  return withSocketErrorGuard(protocol === 'https:' ? new https.Agent(options) : new http.Agent(options));
}

/**
 * Every socket of the agent keeps a listener for 'error' all its life. Node's client leaves a kept-alive socket
 * without one between handing it back and the agent taking it (`responseKeepAlive`, "the socket has no 'error'
 * handler"): when the backend answered before the body was sent and then resets the connection, the last write's
 * ECONNRESET lands in that gap and would end the process. The request in flight still hears of every error.
 */
function withSocketErrorGuard<A extends http.Agent>(agent: A): A {
  const connect = (agent as unknown as AgentInternals).createConnection.bind(agent);
  (agent as unknown as AgentInternals).createConnection = (options, callback) => {
    const socket = connect(options, callback);
    socket.on('error', () => undefined);
    return socket;
  };
  return agent;
}

/** http.Agent's documented hook for its connections, absent from @types/node's class. */
interface AgentInternals {
  createConnection(options: unknown, callback?: unknown): Socket;
}

/** Errors that mean the replica is gone (not that one request went wrong): it leaves the pool until it is back. */
const REPLICA_DOWN = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

/** One protocol for all replicas: http-proxy takes one agent, and an agent speaks one protocol. */
function protocolOf(pool: BackendPool): string {
  const protocols = new Set(pool.urls.map((url) => new URL(url).protocol));
  if (protocols.size > 1) throw new Error('backend replicas must all use http or all use https');
  return [...protocols][0]!;
}

/**
 * The handlers that forward an API request (run them before any body parser so request bodies pass intact), in
 * order: `options.first`, the backend's headers, the proxy. Each needs what Express gives a request: req.originalUrl
 * (the path the backend gets) and req.protocol (X-Forwarded-Proto). `backends` is one URL or a pool of replicas:
 * round-robin over the healthy ones (http-proxy-middleware's `router`). A GET or HEAD whose replica is gone (refused
 * or reset) is sent once more to another healthy replica (they change nothing); other failures answer 502 with
 * backendUnavailableBody(). A backend silent for `timeoutMs` fails the request the same way.
 */
export function apiForwarding(
  backends: string | BackendPool,
  log: Log = warningsTo(logger),
  timeoutMs = 60_000,
  options: ProxyOptions = {},
): RequestHandler[] {
  const pool =
    typeof backends === 'string' ? new BackendPool([backends], { checkMs: 0, timeoutMs: 0 }) : backends;
  const forwardedFor = options.forwardedFor ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const attempts = new Attempts();
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    router: (req) => attempts.sent(req, pool.pick()),
    // the path as the client sent it (a router mount strips its prefix from req.url, never from originalUrl)
    pathRewrite: (_path, req) => req.originalUrl,
    changeOrigin: true,
    agent: keepAliveAgent(protocolOf(pool), options.localAddress),
    // the default plugins log every answer (building a URL for each) and write their own error page: the two plugins
    // here do what this proxy needs
    ejectPlugins: true,
    plugins: [
      answers(timeoutMs, options.onContentWrite),
      failures(pool, attempts, log, (req, res) => void proxy(req as Request, res)),
    ],
  });
  return [...(options.first ?? []), backendHeaders(forwardedFor), proxy as RequestHandler];
}

/** apiForwarding() mounted at every API prefix (`/wp-json`, `/scim`) in an Express router (e.g. in tests). */
export function backendProxy(
  backends: string | BackendPool,
  log: Log = warningsTo(logger),
  timeoutMs = 60_000,
  options: ProxyOptions = {},
): express.Router {
  const router = express.Router({ caseSensitive: true });
  const forwarding = apiForwarding(backends, log, timeoutMs, options);
  for (const prefix of API_PREFIXES) router.use(prefix, ...forwarding);
  return router;
}

/** The replica each request was sent to, and the requests sent a second time. */
class Attempts {
  private readonly targets = new WeakMap<IncomingMessage, string>();
  private readonly retried = new WeakSet<IncomingMessage>();

  sent(req: IncomingMessage, target: string): string {
    this.targets.set(req, target);
    return target;
  }

  target(req: IncomingMessage): string | undefined {
    return this.targets.get(req);
  }

  /** True the first time only. */
  retry(req: IncomingMessage): boolean {
    if (this.retried.has(req)) return false;
    this.retried.add(req);
    return true;
  }
}

/** The backend's answer per client request, once its headers arrived (see `failures`: an early answer). */
const answered = new WeakMap<IncomingMessage, IncomingMessage>();

/**
 * The request's timeout and its client's departure, and the answer's way back: hop-by-hop headers dropped, content
 * writes reported, and a backend that dies mid-answer ends the client's response too (no client left hanging).
 */
function answers(timeoutMs: number, onContentWrite?: () => void): Plugin<Request, ServerResponse> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq: ClientRequest, _req, res) => {
      proxyReq.setTimeout(timeoutMs, () =>
        proxyReq.destroy(Object.assign(new Error('backend timed out'), { code: 'ETIMEDOUT' })),
      );
      // a client that leaves takes its backend request with it
      res.on('close', () => {
        if (!res.writableFinished) proxyReq.destroy();
      });
    });
    proxyServer.on('proxyRes', (proxyRes, req, res) => {
      answered.set(req, proxyRes);
      if (
        onContentWrite &&
        isContentWrite(req.method, req.originalUrl.split('?')[0]!, proxyRes.statusCode ?? 500)
      )
        onContentWrite();
      // The client connection's fate is Node's own call (HTTP version, the client's Connection header), and so is
      // the framing of the body on it.
      for (const name of hopByHopHeaders(proxyRes.headers)) delete proxyRes.headers[name];
      delete proxyRes.headers['transfer-encoding'];
      proxyRes.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
      // http-proxy pipes the answer, and a pipe does not end its destination when its source fails
      proxyRes.once('close', () => {
        if (!proxyRes.complete) res.destroy();
      });
    });
  };
}

/** The backend could not be asked or did not answer in full: once more elsewhere, or 502. */
function failures(
  pool: BackendPool,
  attempts: Attempts,
  log: Log,
  again: (req: IncomingMessage, res: ServerResponse) => void,
): Plugin<Request, ServerResponse> {
  return (proxyServer) => {
    // the client left first (http-proxy's own name for it): nobody to answer
    proxyServer.on('econnreset', () => undefined);
    proxyServer.on('error', (error, req, res) => {
      const out = res as ServerResponse;
      if (answered.has(req)) {
        // The backend answered (an early 413/400) and then closed while the client was still sending: the answer is
        // on its way to the client, so drain the rest of the request body. Its headers are enough: the socket may
        // fail before the body has been read, and an answer cut short ends the client's response (see `answers`).
        req.unpipe();
        req.resume();
        return;
      }
      if (out.destroyed || req.socket.destroyed) return;
      const code = (error as NodeJS.ErrnoException).code;
      const target = attempts.target(req) ?? pool.urls[0]!;
      log(`proxy ${req.method} ${req.originalUrl ?? req.url} → ${target}: ${code ?? error.message}`, {
        reqId: req.id,
      });
      const gone = code !== undefined && REPLICA_DOWN.has(code);
      if (gone) pool.markDown(target);
      if (
        gone &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        !out.headersSent &&
        pool.states().some((s) => s.up && s.url !== target) &&
        attempts.retry(req)
      )
        return again(req, out);
      if (out.headersSent) return void out.destroy();
      const body = JSON.stringify(backendUnavailableBody());
      out.writeHead(502, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      out.end(body);
    });
  };
}
