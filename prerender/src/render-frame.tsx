// One server render of a screen in the shell's frame, shared by the landing pages and the signed-in first screen:
// the same providers as in the browser (store, theme, a per-request i18next instance, the deployed routes), the
// screen at its route inside its layout, and styled-components' styles for that markup.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import type { AppStore } from '@officefit/api';
import { I18nextProvider, i18n } from '@officefit/i18n';
import type { RouteMeta } from '@officefit/shell-contract';
import { GlobalStyle, theme } from '@officefit/ui';
import { KnownPathsProvider, loadedSignedInControls, SignedInControlsContext } from 'shell/server';

export interface FrameRender {
  store: AppStore;
  language: string;
  /** Every deployed route: menus show only entries whose area is there (the gateway checked the tables). */
  routes: readonly RouteMeta[];
  /** Path and query of the page. */
  location: string;
  /** The route pattern the screen is mounted at. */
  path: string;
  Layout: ComponentType;
  Screen: ComponentType;
}

/** Markup, style tags and the translation function of one render. */
export async function renderInFrame(r: FrameRender): Promise<{
  html: string;
  styles: string;
  t: (typeof i18n)['t'];
}> {
  const translations = i18n.cloneInstance({ lng: r.language, initAsync: false });
  await translations.changeLanguage(r.language);
  const { Layout, Screen } = r;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Provider store={r.store}>
          <ThemeProvider theme={theme}>
            <I18nextProvider i18n={translations}>
              <KnownPathsProvider routes={r.routes as RouteMeta[]}>
                <SignedInControlsContext.Provider value={loadedSignedInControls}>
                  <GlobalStyle />
                  <StaticRouter location={r.location}>
                    <Routes>
                      <Route element={<Layout />}>
                        <Route path={r.path} element={<Screen />} />
                      </Route>
                    </Routes>
                  </StaticRouter>
                </SignedInControlsContext.Provider>
              </KnownPathsProvider>
            </I18nextProvider>
          </ThemeProvider>
        </Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), t: translations.t };
  } finally {
    sheet.seal();
  }
}

/** JSON that is safe inside `<script type="application/json">`. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
