// Issue 37: the login dialog offers the company's single sign-on for an SSO domain (and hides the password where
// the company turned password login off); the way back from the provider logs in with the ticket or shows the
// provider's error in the dialog.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createTestStore, initialAuthState, openLoginDialog } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { KnownPathsProvider } from '../context/known-paths';
import { LoginDialog } from '../auth/login-dialog';
import { goToProvider } from '../auth/provider-redirect';
import { readSsoReturn, useSsoReturn } from '../auth/sso-return';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

jest.mock('../auth/provider-redirect', () => ({ goToProvider: jest.fn() }));
registerNamespace('shell', { de, en });

const START = '/wp-json/officefit/v1/sso/start?company=3&login_hint=anna%40acme.test';
const calls: string[] = [];

/** The backend as the dialog sees it: acme.test signs in with SSO (password login as `passwordLogin` says). */
function serve(options: { passwordLogin?: boolean; loginCode?: string } = {}) {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/wp-json/', '');
    calls.push(path);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'officefit/v1/sso/discover') {
      const { email } = (await request.json()) as { email: string };
      return json(
        email.endsWith('@acme.test')
          ? { sso: true, start_url: START, password_login: options.passwordLogin ?? true }
          : { sso: false },
      );
    }
    if (path === 'jwt-auth/v1/token' && options.loginCode) {
      return json({ code: options.loginCode, message: 'no', data: { status: 403 } }, 403);
    }
    if (path === 'officefit/v1/sso/session' || path === 'jwt-auth/v1/token') {
      return json({
        token: 'sso-token',
        user_email: 'anna@acme.test',
        user_nicename: 'anna',
        user_display_name: 'Anna',
      });
    }
    return json({ id: 7, email: 'anna@acme.test', admin: false, sub: null, meta: { has_anamnesis: true } });
  }) as typeof fetch;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

function SsoReturn() {
  useSsoReturn();
  return null;
}

function renderApp(path = '/', dialogOpen = true) {
  const store = createTestStore({ auth: initialAuthState });
  if (dialogOpen) store.dispatch(openLoginDialog());
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <KnownPathsProvider routes={[]}>
          <MemoryRouter initialEntries={[path]}>
            <SsoReturn />
            <LoginDialog />
            <Routes>
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </KnownPathsProvider>
      </ThemeWrapper>
    </Provider>,
  );
  return store;
}

beforeEach(() => jest.mocked(goToProvider).mockClear());

test('an e-mail of an SSO domain offers the company account; the button goes to the provider', async () => {
  serve();
  renderApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'anna@acme.test');
  await user.tab();
  const button = await screen.findByRole('button', { name: 'Mit Firmenkonto anmelden' });
  // password login stays allowed for this company
  expect(screen.getByLabelText(/Passwort/)).toBeInTheDocument();
  await user.click(button);
  expect(goToProvider).toHaveBeenCalledWith(START);
});

test('where the company turned password login off, only the company account is offered', async () => {
  serve({ passwordLogin: false });
  renderApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'anna@acme.test');
  await user.tab();
  await screen.findByRole('button', { name: 'Mit Firmenkonto anmelden' });
  expect(screen.queryByLabelText(/Passwort/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull();
  // Enter in the e-mail field takes the only way offered
  await user.type(screen.getByLabelText(/E-Mail/), '{Enter}');
  expect(goToProvider).toHaveBeenCalledWith(START);
});

test('any other e-mail keeps the password login as it was', async () => {
  serve();
  renderApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'demo@example.com');
  await user.tab();
  await waitFor(() => expect(calls).toContain('officefit/v1/sso/discover'));
  expect(screen.queryByRole('button', { name: 'Mit Firmenkonto anmelden' })).toBeNull();
  expect(screen.getByLabelText(/Passwort/)).toBeInTheDocument();
});

test('a password login the company refused says to use the company account', async () => {
  serve({ loginCode: 'sso_required' });
  renderApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'ben@other.test');
  await user.type(screen.getByLabelText(/Passwort/), 'Officefit!2026');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText(/Bitte wählen Sie „Mit Firmenkonto anmelden“/)).toBeInTheDocument();
});

test("a login of an account the company's directory deactivated says so", async () => {
  serve({ loginCode: 'account_deactivated' });
  renderApp();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-Mail/), 'ben@other.test');
  await user.type(screen.getByLabelText(/Passwort/), 'Officefit!2026');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText(/Ihr Zugang wurde von Ihrem Unternehmen deaktiviert/)).toBeInTheDocument();
});

test('the address back from the provider is read as a ticket or an error code', () => {
  expect(readSsoReturn({ search: '', hash: '#sso_ticket=abc' })).toEqual({ ticket: 'abc' });
  expect(readSsoReturn({ search: '?sso_error=seat_limit', hash: '' })).toEqual({
    errorKey: 'login.ssoError.seat_limit',
  });
  // an unknown code is shown as the general failure, never as a key of its own
  expect(readSsoReturn({ search: '?sso_error=%3Cscript%3E', hash: '' })).toEqual({
    errorKey: 'login.ssoError.failed',
  });
  expect(readSsoReturn({ search: '?page=2', hash: '#top' })).toBeNull();
});

test('the ticket is traded for the session and leaves the address', async () => {
  serve();
  const store = renderApp('/home#sso_ticket=ticket-1', false);
  await waitFor(() => expect(store.getState().auth.token).toBe('sso-token'));
  expect(calls).toContain('officefit/v1/sso/session');
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/home'));
});

test('an error from the provider opens the dialog with its message', async () => {
  serve();
  renderApp('/?sso_error=seat_limit', false);
  expect(await screen.findByText(/Alle Plätze Ihres Unternehmens sind vergeben/)).toBeInTheDocument();
  expect(screen.getByTestId('where').textContent).toBe('/');
});
