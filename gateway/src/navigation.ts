// HTML navigations: the shell's index.html for every path, 200 for known app routes and 404 for the rest.
import type { Request, RequestHandler } from 'express';
import { withBootHints } from './boot-hints';
import { cspNonceOf, withCspNonce } from './csp-nonce';
import type { AppRegistry } from './manifest';
import { isApiPath } from './api-path';

/** True when the client accepts HTML (`text/html` or a wildcard), or sent no Accept header at all. */
export function acceptsHtml(req: Request): boolean {
  const accept = req.headers.accept;
  return !accept || /text\/html|\*\/\*/i.test(accept);
}

/** True for a path whose last segment looks like a file name (`/main.abc.js`, `/favicon.ico`). */
export function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[a-z0-9]{1,10}$/i.test(last);
}

/**
 * `/index.html` itself (the service worker precaches it as the offline page): the same page as a navigation
 * gets, with this response's style nonce, rather than the file as built.
 */
export function shellIndexFile(registry: AppRegistry): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const index = await registry.shellIndex();
    if (!index) return next();
    res
      .status(200)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(withCspNonce(index.body.toString('utf8'), cspNonceOf(res)));
  };
}

/** Serves index.html for HTML navigations; anything else falls through (to a plain 404). */
export function navigation(registry: AppRegistry): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = req.path;
    if (isApiPath(pathname) || pathname === '/remotes' || pathname.startsWith('/remotes/')) return next();
    if (!acceptsHtml(req)) return next();
    const known = await registry.isKnownRoute(pathname);
    // A missing script or chunk must fail as such, not come back as HTML (a route param may contain a dot).
    if (!known && looksLikeFile(pathname)) return next();
    const index = await registry.shellIndex();
    if (!index) {
      res
        .status(503)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send('The shell is not built yet.\n');
      return;
    }
    // the runtime manifest inline and the route's remote preloaded: two fewer round trips to the first screen
    const page = withBootHints(index.body.toString('utf8'), await registry.manifest(), pathname);
    res
      .status(known ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'no-cache')
      // the nonce changes per response, so the page is a string made per response (no 304 for it)
      .send(withCspNonce(page, cspNonceOf(res)));
  };
}
