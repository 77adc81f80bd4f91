// Server render of the pages a logged-out visitor arrives on: the CMS landing pages (`/`, `/intro`, …
// `/special/:name`) and single articles (`/blog/:id`). The shell's frame around the marketing screen, rendered
// from the same components, queries and styles as in the browser. The gateway puts the result into the shell's
// index.html with the boot script instead of the app scripts (see DECISIONS "Prerendered landing pages").
import { createHash } from 'node:crypto';
import { DOMParser as ServerDOMParser } from 'linkedom';
import { matchPath } from 'react-router-dom';
import { api, createAppStore, setApiRoot } from '@officefit/api';
import { contentLangOf, registerNamespace } from '@officefit/i18n';
import type { RouteMeta } from '@officefit/shell-contract';
import type { LandingHtml, LandingRenderer, LandingRequest } from 'gateway/landing';
import {
  headHtml,
  marketingDe,
  marketingEn,
  marketingRoutes,
  prefetchPage,
  PRERENDERED_ROUTE_IDS,
  PRERENDERED_SCREENS,
} from 'mf-marketing/server';
import { DefaultLayout, NonuserLayout, shellDe, shellEn } from 'shell/server';
import { renderInFrame, scriptJson } from './render-frame';

// cms-blocks reads titles as text with the browser's DOMParser; on the server linkedom provides it, so titles with
// entities render as in the browser. Rich text is the API's, sanitized by the backend on save and when served.
if (typeof globalThis.DOMParser === 'undefined') {
  globalThis.DOMParser = ServerDOMParser as unknown as typeof globalThis.DOMParser;
}

registerNamespace('shell', { de: shellDe, en: shellEn });
registerNamespace('marketing', { de: marketingDe, en: marketingEn });

const LANDING_ROUTES = (marketingRoutes as RouteMeta[]).filter((r) => PRERENDERED_ROUTE_IDS.includes(r.id));

/** Where the renderer's api calls go: the backend's `/wp-json/` (set once by the gateway). */
export function configure(options: { apiRoot: string }): void {
  setApiRoot(options.apiRoot);
}

/** The prerendered route serving `pathname`, with its parameters; `null` for every other path. */
export function matchLanding(pathname: string): { route: RouteMeta; params: Record<string, string> } | null {
  for (const route of LANDING_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params as Record<string, string> };
  }
  return null;
}

// The contract with the gateway, which loads this module at run time (gateway/src/landing.ts).
export type { LandingHtml, LandingRequest } from 'gateway/landing';
// the signed-in first screen travels in the same bundle (one React, one store setup, one module for the gateway)
export { matchFirstScreen, renderFirstScreen } from './render-first-screen';

/**
 * Rendered pages by everything they are made of (URL, language, deployed routes and the data fetched for them):
 * the data is fetched on every request, so a published change shows at once, but an unchanged page is not
 * rendered again (a render costs about 8 ms of CPU, the fetch about 1 ms).
 */
const rendered = new Map<string, LandingHtml>();
const RENDERED_MAX = 200;

function renderKey(request: LandingRequest, queries: Record<string, { data?: unknown } | undefined>): string {
  const data = Object.entries(queries).map(([key, entry]) => [key, entry?.data]);
  const routes = request.routes.map((r) => `${r.path}:${r.guard ?? ''}`);
  return createHash('sha256')
    .update(JSON.stringify([request.url, request.language, routes, data]))
    .digest('hex');
}

function remember(key: string, html: LandingHtml): LandingHtml {
  rendered.set(key, html);
  if (rendered.size > RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
  return html;
}

/** Renders a page; `null` when the path is not prerendered or has nothing to show (unpublished, unknown). */
export const renderLanding: LandingRenderer['renderLanding'] = async (
  request: LandingRequest,
): Promise<LandingHtml | null> => {
  const url = new URL(request.url);
  const match = matchLanding(url.pathname);
  if (!match) return null;
  const Screen = PRERENDERED_SCREENS[match.route.id];
  const Layout = match.route.layout === 'default' ? DefaultLayout : NonuserLayout;
  if (!Screen) return null;
  const lang = contentLangOf(request.language);
  const store = createAppStore();
  const page = await prefetchPage(store.dispatch, match.route.id, match.params, lang);
  if (!page) {
    store.dispatch(api.util.resetApiState());
    return null;
  }

  const key = renderKey(request, store.getState().api.queries);
  const known = rendered.get(key);
  if (known) {
    store.dispatch(api.util.resetApiState());
    // most recently used last
    rendered.delete(key);
    return remember(key, known);
  }

  try {
    const { html, styles, t } = await renderInFrame({
      store,
      language: request.language,
      routes: request.routes as RouteMeta[],
      location: url.pathname + url.search,
      path: match.route.path,
      Layout,
      Screen,
    });
    const head = headHtml(page.head(t, request.language), url);
    return remember(key, {
      html,
      styles,
      title: head.title,
      meta: head.meta,
      state: scriptJson({ api: store.getState().api }),
      eager: page.eager,
    });
  } finally {
    // clears the cache's removal timers, which would keep this request's store alive for a minute
    store.dispatch(api.util.resetApiState());
  }
};
