// A signed-in user's first screen rendered on the server (#18): a navigation to `/home` with a session cookie gets
// the dashboard's greeting and today's plan in the HTML (prerender/src/render-first-screen.tsx), so its largest
// text is painted with the page, not after six levels of scripts and requests. The render is the training area's
// server bundle of its current deployment (server-render.ts). The app's scripts load when the user shows up (the
// landing pages' boot script, `presence`: a pointer, a key, a scroll, or a control used) and
// the shell swaps its live screen in, repeating a tap made before. The page
// holds the user's own data: it is sent `private, no-store` and varies by cookie. Anything unusual (no renderer, a
// failing bundle, an expired token, a slow backend) serves the plain shell.
import type { RequestHandler } from 'express';
import type { Lang as Language } from '@officefit/domain';
import { withBootHints } from './boot-hints';
import { cspNonceOf, withCspNonce } from './csp-nonce';
import {
  ACCESS_TOKEN_COOKIE,
  composeLandingHtml,
  cookieValue,
  languageOf,
  type FirstScreenHtml,
  rendererSource,
  type ServerRenderer,
  within,
} from './landing';
import type { AppRegistry } from './manifest';
import { acceptsHtml } from './navigation';
import { rendersManifestVersion, safely, type RendererSource } from './server-render';

/**
 * Puts a rendered first screen into the shell's index.html (with its boot hints) the way a landing page goes in
 * (`composeLandingHtml`), booting on `presence`: the boot script loads the app at the user's first sign of being
 * there and remembers a tap made before the live screen is there, which the live screen then repeats. Not at once:
 * the app's start-up (≈ 0.6 s of main-thread work on a laptop, several times that on a phone) would run while the
 * screen it would only copy is being read (docs/decisions/a-signed-in-home-comes-with-its-first-screen-in-the-html.md).
 */
export function composeFirstScreenHtml(
  index: string,
  page: FirstScreenHtml,
  language: Language,
  pathname: string,
  renderedBy?: string,
): string {
  return composeLandingHtml(
    index,
    { ...page, meta: '', eager: false, boot: 'presence' },
    language,
    pathname,
    renderedBy,
  );
}

/**
 * The first-screen middleware; place it right before the shell's `navigation`. `renderer`: the training area's
 * current server bundle (server-render.ts), or a fixed renderer.
 */
export function firstScreens(
  registry: AppRegistry,
  renderer: ServerRenderer | RendererSource | null,
  options: { timeoutMs: number; log: (message: string) => void },
): RequestHandler {
  const source = rendererSource(renderer);
  return async (req, res, next) => {
    if (options.timeoutMs <= 0) return next();
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsHtml(req)) return next();
    const token = cookieValue(req, ACCESS_TOKEN_COOKIE);
    if (!token) return next();
    try {
      const loaded = await source();
      const r = loaded?.renderer;
      if (!loaded || !r?.renderFirstScreen || !r.matchFirstScreen) return next();
      const manifest = await registry.manifest();
      const routes = manifest.remotes.flatMap((m) => m.routes);
      const label = `first screen ${loaded.label} ${req.path}`;
      if (!(await safely(() => r.matchFirstScreen!(req.path, routes), label, options.log))) return next();
      if (!rendersManifestVersion(loaded, manifest.remotes)) return next();
      const index = await registry.shellIndex();
      if (!index) return next();
      const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
      const language = languageOf(req);
      const page = await within(
        safely(() => r.renderFirstScreen!({ url, language, routes, token }), label, options.log),
        options.timeoutMs,
        null,
      );
      if (!page) return next();
      const html = composeFirstScreenHtml(
        withBootHints(index.body.toString('utf8'), manifest, req.path),
        page,
        language,
        req.path,
        loaded.label,
      );
      res
        .status(200)
        .type('html')
        // the user's own data: never kept by a shared cache, the service worker or the back/forward cache
        .set('Cache-Control', 'private, no-store')
        .set('Vary', 'Cookie')
        .set('X-Rendered-By', loaded.label)
        .send(withCspNonce(html, cspNonceOf(res)));
    } catch (error) {
      next(error);
    }
  };
}
