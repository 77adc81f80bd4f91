// The training area's server bundle (dist/server/render.js, issue 33): a signed-in user's first screen (#18). A
// new tab on `/home` shows the user's greeting and today's plan in the HTML itself, in the shell's frame with the
// signed-in header, instead of after six levels of scripts and requests. The gateway loads this file from the
// area's current deployment at run time (gateway/src/server-render.ts). The data is the user's own, read from the
// backend with the session cookie's token; the gateway sends the page `no-store` and falls back to the plain shell
// when anything is off (no session, an expired token, a slow backend, a failing bundle). The app loads when the user
// shows up (the gateway's `presence` boot) and swaps its live screen in (shell/src/session/prerendered.ts).
import { api, createAppStore, loggedIn, sessionApi } from '@officefit/api';
import { contentLangOf, registerNamespace } from '@officefit/i18n';
import type { RouteMeta } from '@officefit/shell-contract';
import {
  DefaultLayout,
  prefetchSignedInControls,
  renderInFrame,
  scriptJson,
  type FirstScreenHtml,
  type FirstScreenRequest,
} from 'prerender/kit';
import { FIRST_SCREEN_ROUTE_ID, HomePage, prefetchHome, trainingDe, trainingEn } from './index';

export { configure } from 'prerender/kit';

registerNamespace('training', { de: trainingDe, en: trainingEn });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** True when `pathname` is a signed-in first screen rendered on the server (the dashboard's route). */
export function matchFirstScreen(pathname: string, routes: readonly RouteMeta[]): boolean {
  return routes.some((route) => route.id === FIRST_SCREEN_ROUTE_ID && route.path === pathname);
}

/**
 * The dashboard's first pass (greeting, points, quick start, today's plan) for the token's user, with the data of its
 * cards in the handed-over cache; `null` when the token is not accepted or the plan cannot be read, so the gateway
 * serves the plain shell.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreenHtml | null> {
  const url = new URL(request.url);
  if (!matchFirstScreen(url.pathname, request.routes as RouteMeta[])) return null;
  const store = createAppStore();
  try {
    store.dispatch(loggedIn({ token: request.token, email: '', at: new Date(0).toISOString() }));
    // `me` first: a refused token (an expired session) costs one call, and the calendar needs the user's zone
    const user = await store
      .dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }))
      .unwrap()
      .catch(() => null);
    if (!user) return null;
    // The guards of the dashboard: a user without a running membership or without a health profile is sent
    // elsewhere by the app; the plain shell does that without showing a dashboard first.
    if (!user.sub?.active || !user.meta.has_anamnesis) return null;
    // the header's "new stream" flag beside the dashboard's data: the static screen's header is the live one
    const [plan] = await Promise.all([
      prefetchHome(store.dispatch, contentLangOf(request.language), user.meta.time_zone),
      prefetchSignedInControls(store.dispatch, user),
    ]);
    if (!plan) return null;

    const { html, styles, t } = await renderInFrame({
      store,
      language: request.language,
      routes: request.routes as RouteMeta[],
      location: url.pathname,
      path: url.pathname,
      Layout: DefaultLayout,
      Screen: HomePage,
    });
    return {
      html,
      styles,
      title: escapeHtml(`${t('training:home.title')} – ${t('common:app.name')}`),
      // only the api cache: the token stays in its cookie
      state: scriptJson({ api: store.getState().api }),
    };
  } finally {
    // clears the cache's removal timers, which would keep this request's store alive for a minute
    store.dispatch(api.util.resetApiState());
  }
}
