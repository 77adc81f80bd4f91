import { StrictMode, Suspense, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createAppStore,
  loggedIn,
  readAccessTokenCookie,
  initialAuthState,
  sessionApi,
  useAppDispatch,
  writeAccessTokenCookie,
} from '@officefit/api';
import { I18nextProvider, i18n, setLanguage, useTranslation } from '@officefit/i18n';
import { Button, GlobalStyle, Spinner, TextField, theme } from '@officefit/ui';
import type { RemoteRoute } from '@officefit/shell-contract';

/* A minimal host so one remote runs alone during development (architecture principle 3). It has no guards or
   layouts: those belong to the shell. Texts reuse the common namespace. */

function DevLogin() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('demo@example.com');
  const [password, setPassword] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const res = await dispatch(sessionApi.endpoints.login.initiate({ username: email, password })).unwrap();
    writeAccessTokenCookie(res.token);
    dispatch(loggedIn({ token: res.token, email: res.user_email, at: new Date().toISOString() }));
  };
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
      <TextField label={t('devHost.email')} value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField
        label={t('devHost.password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit">{t('devHost.logIn')}</Button>
    </form>
  );
}

function Frame({ routes }: { routes: RemoteRoute[] }) {
  const { t } = useTranslation('common');
  return (
    <div style={{ padding: 16 }}>
      <nav
        aria-label={t('devHost.routes')}
        style={{ display: 'flex', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}
      >
        {routes.map((r) => (
          <Link key={r.id} to={r.path.replace(/:[^/]+/g, '1')}>
            {r.path}
          </Link>
        ))}
        <button onClick={() => void setLanguage(i18n.language.startsWith('de') ? 'en-US' : 'de-DE')}>
          {t('devHost.switchLanguage')}
        </button>
      </nav>
      <DevLogin />
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** What the dev host shows where the remote has no page: its root URL (a hint) or an unknown address. */
function NoPage({ textKey }: { textKey: 'devHost.chooseRoute' | 'devHost.notFound' }) {
  const { t } = useTranslation('common');
  return <p role="status">{t(textKey)}</p>;
}

/** The dev host's route tree: the frame (route list, login, language) around the remote's routes, a hint at the
 * remote's root URL when it has no page there, and a not-found text for any other address. */
export function standaloneRoutes(routes: RemoteRoute[]): RouteObject[] {
  return [
    {
      element: <Frame routes={routes} />,
      children: [
        ...routes.map((r) => ({ path: r.path, element: <r.element /> })),
        ...(routes.some((r) => r.path === '/')
          ? []
          : [{ index: true, element: <NoPage textKey="devHost.chooseRoute" /> }]),
        { path: '*', element: <NoPage textKey="devHost.notFound" /> },
      ],
    },
  ];
}

/** Renders a remote's routes in a bare host with the real store, i18n and theme. */
export function startStandalone(routes: RemoteRoute[]): void {
  const token = readAccessTokenCookie();
  const store = createAppStore({
    preloadedState: { auth: token ? { ...initialAuthState, token, loggedIn: true } : initialAuthState },
  });
  const router = createBrowserRouter(standaloneRoutes(routes));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <I18nextProvider i18n={i18n}>
            <GlobalStyle />
            <RouterProvider router={router} />
          </I18nextProvider>
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
