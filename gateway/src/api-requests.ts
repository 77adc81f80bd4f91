// `/wp-json` requests skip Express (issue 16). Express gives every request its own prototypes and walks its router
// (about 0.1 ms of the gateway's 0.45–0.6 ms per proxied call, measured against the same proxy without Express);
// the API needs none of it: its requests go through a short fixed chain — access log, compression, the API's
// static security headers, the proxy — the same middlewares, in the same order, as before.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/** A connect-style middleware, as compression and the proxy are. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** A request handler of the gateway as a whole (what http.createServer takes). */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** The path of a request URL (no query). */
export function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

/** Express's trust-proxy function (app.get('trust proxy fn')): whether the hop at `index` is trusted. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * The request's protocol as Express's req.protocol works it out: the connection's own, or the first
 * X-Forwarded-Proto value when the peer is a trusted proxy.
 */
export function protocolOf(trust: TrustProxy): (req: IncomingMessage) => string {
  return (req) => {
    const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
    if (!trust(req.socket.remoteAddress, 0)) return own;
    const header = req.headers['x-forwarded-proto'];
    const value = (Array.isArray(header) ? header[0] : header) ?? own;
    const comma = value.indexOf(',');
    return (comma === -1 ? value : value.slice(0, comma)).trim();
  };
}

/**
 * The X-Forwarded-For the backend gets: the addresses this gateway can vouch for, client first — the socket's peer
 * and, only while each hop is a trusted proxy (TRUST_PROXY), the addresses it named (proxy-addr, as Express's
 * req.ips). What a client wrote itself into X-Forwarded-For is dropped unless a trusted proxy passed it on.
 */
export function forwardedForOf(trust: TrustProxy): (req: IncomingMessage) => string {
  return (req) => proxyAddr.all(req, trust).reverse().join(', ');
}

/**
 * Runs `middlewares` in order; an error (passed on or thrown) answers 500 as the app's error handler does, and a
 * request every middleware passed on answers 404.
 */
export function apiRequests(middlewares: Middleware[], log: (message: string) => void): RequestListener {
  return (req, res) => {
    let index = 0;
    const next = (error?: unknown) => {
      if (error !== undefined) return fail(req, res, error, log);
      const middleware = middlewares[index++];
      if (!middleware) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found\n');
        return;
      }
      try {
        middleware(req, res, next);
      } catch (thrown) {
        fail(req, res, thrown, log);
      }
    };
    next();
  };
}

function fail(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  log: (message: string) => void,
): void {
  log(`${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 500;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Internal Server Error\n');
}
