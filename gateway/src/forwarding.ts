// What the backend learns of a request's way here (issue 33): the client's own forwarding headers are dropped and the
// gateway says what it can vouch for; hop-by-hop headers stay on their own connection (RFC 9110 §7.6.1).
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import proxyAddr from 'proxy-addr';
import { REQUEST_ID_HEADER } from '@officefit/domain';
import { requestIdOf } from './request-id';

/** Express's trust-proxy function (app.get('trust proxy fn')): whether the hop at `index` is trusted. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * The X-Forwarded-For the backend gets: the addresses this gateway can vouch for, client first — the socket's peer
 * and, only while each hop is a trusted proxy (TRUST_PROXY), the addresses it named (proxy-addr, as Express's
 * req.ips). What a client wrote itself into X-Forwarded-For is dropped unless a trusted proxy passed it on.
 */
export function forwardedForOf(trust: TrustProxy): (req: IncomingMessage) => string {
  return (req) => proxyAddr.all(req, trust).reverse().join(', ');
}

/** Headers for one connection only. Transfer-Encoding is left to Node, which frames each leg's body itself. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'upgrade'];

/** Lower-case names of the hop-by-hop headers in `headers`, including those the Connection header lists. */
export function hopByHopHeaders(headers: IncomingHttpHeaders): string[] {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token && token !== 'close' && token !== 'keep-alive');
  return [...HOP_BY_HOP, ...listed].filter((name) => headers[name] !== undefined);
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
 * Makes a request's headers the ones the backend gets (http-proxy copies them): minus hop-by-hop and the client's
 * forwarding headers, plus X-Forwarded-For (trusted chain, client first), X-Forwarded-Proto (Express's
 * req.protocol) and X-Request-Id (the request's id, request-id.ts: the client's only when safe). No X-Forwarded-Host: the public origin is configuration (the backend's SITE_URL), never a request
 * header, so no client can put its own host into links that are kept and served to others. Host becomes the
 * backend's (the proxy's changeOrigin). Expect goes too: Node already told the client to continue, and http-proxy
 * skips its `proxyReq` event (the timeout) for a request that carries it.
 * Done once per request, before the proxy: a retry on another replica sends the same headers.
 */
export function backendHeaders(forwardedFor: (req: IncomingMessage) => string): RequestHandler {
  return (req, _res, next) => {
    const headers = req.headers;
    const vouched = { for: forwardedFor(req), proto: (req as Request).protocol };
    for (const name of hopByHopHeaders(headers)) delete headers[name];
    for (const name of CLIENT_FORWARDING) delete headers[name];
    delete headers.expect;
    headers['x-forwarded-for'] = vouched.for;
    headers['x-forwarded-proto'] = vouched.proto;
    headers[REQUEST_ID_HEADER] = requestIdOf(req);
    next();
  };
}
