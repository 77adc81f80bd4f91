// Issue 31 §3: a guest who logged in from `/` landed on "Kein Zugriff" (the dashboard's guard) with only a link to
// the start page. The login dialog sends every role to a screen it may open; a guest to the membership screen.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestStore, initialAuthState, openLoginDialog } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import type { RouteMeta } from '@officefit/shell-contract';
import { KnownPathsProvider } from '../context/known-paths';
import { LoginDialog } from '../auth/login-dialog';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

// the start pages as the remotes declare them (mf-training, mf-admin) and the shop's membership screen
const ROUTES: RouteMeta[] = [
  { id: 'home', path: '/home', guard: 'abo', layout: 'default', start: { order: 100 } },
  {
    id: 'anamnesis',
    path: '/anamnesis',
    guard: 'abo',
    layout: 'default',
    start: { order: 90, when: 'no_health_profile' },
  },
  { id: 'admin', path: '/admin', guard: 'service', layout: 'default', start: { order: 10 } },
  { id: 'admin_pages', path: '/admin/pages', guard: 'editor', layout: 'default', start: { order: 20 } },
  { id: 'company', path: '/company', guard: 'owner', layout: 'default' },
  { id: 'extend', path: '/extend', layout: 'default' },
];

const ACTIVE = { status: 'active', ends_at: null };

function serveMe(me: Record<string, unknown>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname.replace('/wp-json/', '');
    const body =
      path === 'jwt-auth/v1/token'
        ? { token: 'fresh', user_email: 'x@example.com', user_nicename: 'x', user_display_name: 'X' }
        : { id: 7, email: 'x@example.com', admin: false, sub: null, ...me };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

async function logInFromRoot(me: Record<string, unknown>): Promise<string> {
  serveMe(me);
  const store = createTestStore({ auth: initialAuthState });
  store.dispatch(openLoginDialog());
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <KnownPathsProvider routes={ROUTES}>
          <MemoryRouter initialEntries={['/']}>
            <LoginDialog />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </KnownPathsProvider>
      </ThemeWrapper>
    </Provider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'x@example.com');
  await user.type(screen.getByLabelText(/Passwort/), 'Officefit!2026');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).not.toBe('/'));
  return screen.getByTestId('where').textContent ?? '';
}

it('a guest lands on the membership screen, not on the dashboard they may not open', async () => {
  expect(await logInFromRoot({ roles: ['guest'], meta: { has_anamnesis: false } })).toBe('/extend');
});

it('a member whose membership has ended lands on the membership screen too', async () => {
  const ended = { status: 'active', ends_at: '2020-01-31T23:00:00Z' };
  expect(await logInFromRoot({ roles: ['subscriber'], sub: ended, meta: { has_anamnesis: true } })).toBe(
    '/extend',
  );
});

it.each([
  ['a subscriber', { roles: ['subscriber'], sub: ACTIVE, meta: { has_anamnesis: true } }, '/home'],
  [
    'a subscriber without health profile',
    { roles: ['subscriber'], sub: ACTIVE, meta: { has_anamnesis: false } },
    '/anamnesis',
  ],
  [
    'a company owner',
    { roles: ['subscriber', 'company_owner'], sub: ACTIVE, meta: { has_anamnesis: true } },
    '/home',
  ],
  ['an administrator', { roles: ['administrator'], admin: true, meta: { has_anamnesis: false } }, '/admin'],
  ['customer service', { roles: ['customer_service'], meta: { has_anamnesis: false } }, '/admin'],
  ['marketing', { roles: ['marketing'], meta: { has_anamnesis: false } }, '/admin/pages'],
])('%s lands where they did', async (_who, me, path) => {
  expect(await logInFromRoot(me)).toBe(path);
});
