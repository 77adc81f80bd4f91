// Security headers: helmet with a CSP that admits the configured remote origins and the analytics origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { GatewayConfig } from './config';
import { assignCspNonce, cspNonceOf } from './csp-nonce';
import { isAbsoluteUrl } from './config-schema';

/** Distinct origins of remotes whose entry is an absolute URL. */
export function remoteOrigins(config: Pick<GatewayConfig, 'remotes'>): string[] {
  const origins = config.remotes.filter((r) => isAbsoluteUrl(r.entry)).map((r) => new URL(r.entry).origin);
  return [...new Set(origins)];
}

/** A directive value helmet works out per response. */
type PerResponse = (req: IncomingMessage, res: ServerResponse) => string;

/** `'nonce-…'` of the response (see csp-nonce.ts). */
const styleNonce: PerResponse = (_req, res) => `'nonce-${cspNonceOf(res) ?? ''}'`;

/** The CSP directives; `secure` adds upgrade-insecure-requests (only sensible behind TLS). */
export function cspDirectives(
  config: Pick<GatewayConfig, 'remotes' | 'analyticsUrl'>,
  secure: boolean,
): Record<string, (string | PerResponse)[] | null> {
  const remotes = remoteOrigins(config);
  const analytics = config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : [];
  const directives: Record<string, (string | PerResponse)[] | null> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes, ...analytics],
    'script-src-attr': ["'none'"],
    // styled-components inserts <style> elements at run time: they carry the response's nonce, so no
    // 'unsafe-inline' (which would also admit injected <style> and style="" markup).
    'style-src': ["'self'", styleNonce, ...remotes],
    'connect-src': ["'self'", ...remotes, ...analytics],
    // Remotes emit images and fonts under their own public path, i.e. on the remote's origin.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...analytics],
    'font-src': ["'self'", 'data:', ...remotes],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
  };
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The policy of the API's JSON answers: nothing in them may load or run, nor be framed. A static text, so an API
 * answer needs no nonce (the gateway's most frequent answer; the policy of a page is made per response).
 */
export const API_CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

function helmetFor(
  config: GatewayConfig,
  secure: boolean,
  directives: Record<string, (string | PerResponse)[] | null> = cspDirectives(config, secure),
): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // HSTS over plain http is ignored by browsers at best and pins localhost at worst.
    strictTransportSecurity: secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  }) as RequestHandler;
}

/**
 * The headers a helmet middleware whose directives are all static sets, collected once: an API answer then costs
 * one loop instead of helmet's dozen middlewares (the gateway's most frequent answer).
 */
export function staticHeadersOf(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let finished = false;
  (middleware as (req: unknown, res: unknown, next: (error?: unknown) => void) => void)({}, res, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('security headers: helmet did not finish at once');
  return [...headers];
}

/**
 * Security headers of pages and files: a fresh style nonce per response; TLS-only headers when the request came in
 * over https (directly, or per `X-Forwarded-Proto` from a proxy trusted by TRUST_PROXY).
 */
export function securityHeaders(config: GatewayConfig): RequestHandler {
  const plain = helmetFor(config, false);
  const secure = helmetFor(config, true);
  return (req, res, next) => {
    assignCspNonce(res);
    (req.secure ? secure : plain)(req, res, next);
  };
}

/**
 * Security headers of API answers (mounted before the proxy): the static API_CSP_DIRECTIVES and helmet's other
 * headers, TLS-only ones when the request came in over https (req.protocol, as for pages).
 */
export function apiSecurityHeaders(config: GatewayConfig): RequestHandler {
  const plain = staticHeadersOf(helmetFor(config, false, API_CSP_DIRECTIVES));
  const secure = staticHeadersOf(helmetFor(config, true, API_CSP_DIRECTIVES));
  return (req, res, next) => {
    for (const [name, value] of req.secure ? secure : plain) res.setHeader(name, value);
    next();
  };
}
