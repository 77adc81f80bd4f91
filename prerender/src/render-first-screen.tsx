// Server render of a signed-in user's first screen (#18): a new tab on `/home` shows the user's greeting and today's
// plan in the HTML itself, in the shell's frame with the signed-in header, instead of after six levels of scripts
// and requests. The data is the user's own, read from the backend with the session cookie's token; the gateway
// sends the page `no-store` and falls back to the plain shell when anything is off (no session, an expired token,
// a slow backend). The app loads at once and swaps its live screen in (shell/src/session/prerendered.ts).
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { api, createAppStore, loggedIn, sessionApi } from '@officefit/api';
import { contentLangOf, I18nextProvider, i18n, registerNamespace } from '@officefit/i18n';
import type { RouteMeta } from '@officefit/shell-contract';
import type { FirstScreenHtml, FirstScreenRequest } from 'gateway/landing';
import { GlobalStyle, theme } from '@officefit/ui';
import { FIRST_SCREEN_ROUTE_ID, HomePage, prefetchHome, trainingDe, trainingEn } from 'mf-training/server';
import { DefaultLayout, KnownPathsProvider, ServerRenderContext } from 'shell/server';

registerNamespace('training', { de: trainingDe, en: trainingEn });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside `<script type="application/json">`. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** True when `pathname` is a signed-in first screen rendered on the server (the dashboard's route). */
export function matchFirstScreen(pathname: string, routes: readonly RouteMeta[]): boolean {
  return routes.some((route) => route.id === FIRST_SCREEN_ROUTE_ID && route.path === pathname);
}

/**
 * The dashboard's first pass (greeting, points, quick start, today's plan) for the token's user; `null` when the
 * token is not accepted or a read fails, so the gateway serves the plain shell.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreenHtml | null> {
  const url = new URL(request.url);
  if (!matchFirstScreen(url.pathname, request.routes as RouteMeta[])) return null;
  const store = createAppStore();
  try {
    store.dispatch(loggedIn({ token: request.token, email: '', at: new Date(0).toISOString() }));
    const me = store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { subscribe: false }));
    const [user, plan] = await Promise.all([
      me.unwrap().catch(() => null),
      prefetchHome(store.dispatch, contentLangOf(request.language)),
    ]);
    if (!user || !plan) return null;
    // The guards of the dashboard: a user without a running membership or without a health profile is sent
    // elsewhere by the app; the plain shell does that without showing a dashboard first.
    if (!user.sub?.active || !user.meta.has_anamnesis) return null;

    const translations = i18n.cloneInstance({ lng: request.language, initAsync: false });
    await translations.changeLanguage(request.language);
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <Provider store={store}>
            <ThemeProvider theme={theme}>
              <I18nextProvider i18n={translations}>
                <KnownPathsProvider routes={request.routes as RouteMeta[]}>
                  <ServerRenderContext.Provider value>
                    <GlobalStyle />
                    <StaticRouter location={url.pathname}>
                      <Routes>
                        <Route element={<DefaultLayout />}>
                          <Route path={url.pathname} element={<HomePage />} />
                        </Route>
                      </Routes>
                    </StaticRouter>
                  </ServerRenderContext.Provider>
                </KnownPathsProvider>
              </I18nextProvider>
            </ThemeProvider>
          </Provider>,
        ),
      );
      return {
        html,
        styles: sheet.getStyleTags(),
        title: escapeHtml(`${translations.t('training:home.title')} – ${translations.t('common:app.name')}`),
        // only the api cache: the token stays in its cookie
        state: scriptJson({ api: store.getState().api }),
      };
    } finally {
      sheet.seal();
    }
  } finally {
    // clears the cache's removal timers, which would keep this request's store alive for a minute
    store.dispatch(api.util.resetApiState());
  }
}
