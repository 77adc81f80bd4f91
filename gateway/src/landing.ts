// Prerendered landing pages: a logged-out visitor of `/`, `/intro`, … `/special/:name` gets the page as HTML
// (rendered from the CMS by the marketing area's server bundle of its current deployment, server-render.ts) with
// one small boot script instead of the app's scripts. The app loads on first use. Anything unusual (a session
// cookie, no renderer, a failing bundle, a slow or failing backend, an unpublished page) falls through to the
// plain shell, so the prerender only ever adds speed.
import type { Request, RequestHandler } from 'express';
import { contentLangOf, pickLang, type Lang } from '@officefit/domain';
import { cspNonceOf, withCspNonce } from './csp-nonce';
import type { LandingCache } from './landing-cache';
import type { AppRegistry } from './manifest';
import { acceptsHtml } from './navigation';
import type { RouteMeta } from './routes-json';
import { fixedRenderer, rendersManifestVersion, safely, type RendererSource } from './server-render';

/** The cookies that decide the render: a session means "the app", the language cookie picks the language. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const LANGUAGE_COOKIE = 'officefit_lang';
/** Served from the renderer's `public` folder. */
export const BOOT_SCRIPT = '/landing-boot.js';

type Language = Lang;

/** What the renderer is asked to render. */
export interface LandingRequest {
  /** The page's absolute URL (for og:url), e.g. `https://officefit.example/for_you`. */
  url: string;
  language: Language;
  /** Every route of the runtime manifest: menus show only entries whose area is there. */
  routes: RouteMeta[];
}

/**
 * When a server-rendered page loads the app (`data-boot` on `#root`, read by prerender/src/boot.ts): `eager` at once
 * (pages with a form), `intent` on the first use of a control (landing pages: a visitor who only reads never pays
 * for the app), `presence` on the first sign that somebody is at the page — a pointer moved or pressed, a key, a
 * scroll — or the first use of a control (the signed-in first screen: its user is
 * about to use the app, but a tab opened and left alone does not run the app's start-up while it is being shown).
 */
export type BootMode = 'eager' | 'intent' | 'presence';

/** A rendered landing page. */
export interface LandingHtml {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` elements for that markup. */
  styles: string;
  /** The document title, HTML-escaped. */
  title: string;
  /** `<meta>` elements: description and Open Graph. */
  meta: string;
  /** JSON of the api cache the page was rendered from (safe inside a script element). */
  state: string;
  /** True when the page has a form: the app loads at once instead of on first use. */
  eager: boolean;
  /** When the app loads, where it is not decided by `eager` (the signed-in first screen: `presence`). */
  boot?: BootMode;
}

/** What a signed-in first screen is rendered from (first-screen.ts). */
export interface FirstScreenRequest extends LandingRequest {
  /** The session cookie's bearer token: the data read is the token's user's, and only theirs. */
  token: string;
}

/** A rendered signed-in first screen: the app's scripts load at once and swap the live screen in. */
export interface FirstScreenHtml {
  /** The markup of `#root`. */
  html: string;
  styles: string;
  /** The document title, HTML-escaped. */
  title: string;
  /** JSON of the api cache (the user's own `me` and plan), safe inside a script element. */
  state: string;
}

/**
 * What a remote's server bundle (`<build>/server/render.js`, prerender/server-build.js) exports: the marketing area
 * renders the landing pages, the training area the signed-in first screen.
 */
export interface ServerRenderer {
  configure(options: { apiRoot: string }): void;
  matchLanding?(pathname: string): { route: RouteMeta } | null;
  /** `null` when the path is no landing page or has no published page. */
  renderLanding?(request: LandingRequest): Promise<LandingHtml | null>;
  /** True when `pathname` is a signed-in first screen the renderer can render. */
  matchFirstScreen?(pathname: string, routes: readonly RouteMeta[]): boolean;
  /** `null` when the token is not accepted or the screen's data cannot be read. */
  renderFirstScreen?(request: FirstScreenRequest): Promise<FirstScreenHtml | null>;
}

/** The landing pages' renderer (the marketing area's server bundle). */
export type LandingRenderer = ServerRenderer;

/** One cookie's value from the Cookie header. */
export function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The interface language by the app's rule (@officefit/domain `pickLang`) without local storage: the language
 * cookie, else German. Accept-Language is deliberately no carrier: the app never reads it either.
 */
export function languageOf(req: Request): Language {
  return pickLang(cookieValue(req, LANGUAGE_COOKIE));
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts a rendered page into the shell's index.html: language, title, meta and styles in the head, the markup
 * in `#root` with the api cache beside it, and the boot script in place of the app's entry scripts (which it
 * loads on first use). `renderedBy` names the remote version that rendered it (`data-rendered-by`).
 */
export function composeLandingHtml(
  index: string,
  page: LandingHtml,
  language: Language,
  pathname: string,
  renderedBy?: string,
): string {
  const appScripts: string[] = [];
  let html = index.replace(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
    appScripts.push(src);
    return '';
  });
  html = html
    .replace(/<html\b[^>]*>/, `<html lang="${contentLangOf(language)}">`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>${page.meta}${page.styles}`)
    .replace(
      '</head>',
      () =>
        `<script defer src="${BOOT_SCRIPT}" data-app-scripts="${escapeAttr(JSON.stringify(appScripts))}"></script></head>`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root" data-prerendered="${escapeAttr(pathname)}" data-boot="${page.boot ?? (page.eager ? 'eager' : 'intent')}"` +
        `${renderedBy ? ` data-rendered-by="${escapeAttr(renderedBy)}"` : ''}>` +
        `${page.html}</div><script id="officefit-prerender-state" type="application/json">${page.state}</script>`,
    );
  return html;
}

/** Resolves to `fallback` when `promise` takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A renderer source, or (tests, older callers) one fixed renderer. */
export function rendererSource(renderer: ServerRenderer | RendererSource | null): RendererSource {
  return typeof renderer === 'function' ? renderer : fixedRenderer(renderer);
}

/**
 * The prerender middleware; place it right before the shell's `navigation`. `renderer`: the marketing area's
 * current server bundle (server-render.ts), or a fixed renderer.
 */
export function landingPages(
  registry: AppRegistry,
  renderer: ServerRenderer | RendererSource | null,
  options: { timeoutMs: number; log: (message: string) => void; cache?: LandingCache },
): RequestHandler {
  const source = rendererSource(renderer);
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsHtml(req)) return next();
    if (cookieValue(req, ACCESS_TOKEN_COOKIE)) return next();
    try {
      const loaded = await source();
      const r = loaded?.renderer;
      if (!loaded || !r?.matchLanding || !r.renderLanding) return next();
      const match = await safely(() => r.matchLanding!(req.path), `prerender ${loaded.label}`, options.log);
      if (!match) return next();
      const manifest = await registry.manifest();
      const routes = manifest.remotes.flatMap((m) => m.routes);
      // only while the area that owns the page is deployed, and with the version the manifest names
      if (!routes.some((m) => m.path === match.route.path)) return next();
      if (!rendersManifestVersion(loaded, manifest.remotes)) return next();
      const index = await registry.shellIndex();
      if (!index) return next();
      const language = languageOf(req);
      const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`;
      const render = async (): Promise<string | null> => {
        const page = await within(
          safely(
            () => r.renderLanding!({ url, language, routes }),
            `prerender ${loaded.label} ${req.path}`,
            options.log,
          ),
          options.timeoutMs,
          null,
        );
        return (
          page && composeLandingHtml(index.body.toString('utf8'), page, language, req.path, loaded.label)
        );
      };
      // The cache keeps the page only while the shell index and every route table are the objects it was
      // made from (the registry re-reads them on a deploy and keeps their identity otherwise), and per renderer.
      const sources = [index, ...manifest.remotes.map((m) => m.routes)];
      const body = options.cache
        ? (await options.cache.get(`${language} ${loaded.label} ${url}`, sources, render))?.body
        : await render();
      if (!body) return next();
      // The cache keeps the page without a nonce; each answer gets its own (so no 304: a revalidation would pair
      // the browser's old copy with a new nonce; Express's ETag is of this answer's bytes and never matches). The
      // compression middleware zips it.
      res
        .status(200)
        .type('html')
        .set('Cache-Control', 'no-cache')
        .set('Vary', 'Cookie')
        .set('X-Rendered-By', loaded.label)
        .send(withCspNonce(body, cspNonceOf(res)));
    } catch (error) {
      next(error);
    }
  };
}
