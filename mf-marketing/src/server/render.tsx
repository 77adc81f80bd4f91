// The marketing area's server bundle (dist/server/render.js, issue 33): the pages a logged-out visitor arrives
// on, the CMS landing pages (`/`, `/intro`, … `/special/:name`) and single articles (`/blog/:id`), in the shell's
// frame, rendered from the same components, queries and styles as in the browser. The gateway loads this file
// from the area's current deployment at run time (gateway/src/server-render.ts), so a marketing deploy changes
// the server-rendered page with the browser's; it puts the result into the shell's index.html with the boot
// script instead of the app scripts (see DECISIONS "Prerendered landing pages").
import 'prerender/dom-parser';
import { createHash } from 'node:crypto';
import { matchPath } from 'react-router-dom';
import { api, createAppStore } from '@officefit/api';
import { contentLangOf, registerNamespace } from '@officefit/i18n';
import type { RouteMeta } from '@officefit/shell-contract';
import {
  DefaultLayout,
  NonuserLayout,
  renderInFrame,
  scriptJson,
  type LandingHtml,
  type LandingRequest,
  type ServerRenderer,
} from 'prerender/kit';
import {
  headHtml,
  marketingDe,
  marketingEn,
  marketingRoutes,
  prefetchPage,
  PRERENDERED_ROUTE_IDS,
  PRERENDERED_SCREENS,
} from './index';

registerNamespace('marketing', { de: marketingDe, en: marketingEn });

const LANDING_ROUTES = (marketingRoutes as RouteMeta[]).filter((r) => PRERENDERED_ROUTE_IDS.includes(r.id));

export { configure } from 'prerender/kit';

/** The prerendered route serving `pathname`, with its parameters; `null` for every other path. */
export function matchLanding(pathname: string): { route: RouteMeta; params: Record<string, string> } | null {
  for (const route of LANDING_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) return { route, params: match.params as Record<string, string> };
  }
  return null;
}

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
export const renderLanding: NonNullable<ServerRenderer['renderLanding']> = async (
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
