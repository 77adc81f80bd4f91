import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore, initialAuthState, switchToUser } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { ImpersonationBanner } from '../components/impersonation-banner';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

const calls: string[] = [];
const DANA = {
  id: 12,
  first_name: 'Dana',
  last_name: 'Demo',
  email: 'demo@example.com',
  roles: ['subscriber'],
  admin: false,
  sub: null,
  meta: { email_verified: true },
};

function serve(me: object) {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/wp-json/', '');
    calls.push(`${request.method} ${path} ${request.headers.get('authorization')}`);
    const body = path === 'officefit/v1/me' ? me : { ended: true };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function show(store: ReturnType<typeof createTestStore>) {
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <MemoryRouter initialEntries={['/home']}>
          <ImpersonationBanner />
          <Routes>
            <Route path="/home" element={<p>home</p>} />
            <Route path="/admin/users/12" element={<p>user page</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeWrapper>
    </Provider>,
  );
}

test('switched: the banner names both people; switching back ends the session and restores the staff token', async () => {
  serve({
    ...DANA,
    switched_user: 7,
    orig_user: { id: 3, email: 'service@example.com', first_name: 'Sam', last_name: 'Service' },
  });
  const store = createTestStore({
    auth: { ...initialAuthState, token: 'staff-token', loggedIn: true, email: 'service@example.com' },
  });
  switchToUser(
    store.dispatch,
    store.getState,
    {
      token: 'switched-token',
      email: 'demo@example.com',
      expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
    },
    '/admin/users/12',
  );
  expect(store.getState().auth).toMatchObject({ token: 'switched-token', email: 'demo@example.com' });
  show(store);
  const banner = await screen.findByTestId('impersonation-banner');
  expect(banner.textContent).toContain('Sie sehen die App als Dana Demo (angemeldet als Sam Service)');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Zurückwechseln' }));
  await waitFor(() => expect(store.getState().auth.token).toBe('staff-token'));
  expect(calls).toContain('POST officefit/v1/impersonation/end Bearer switched-token');
  expect(store.getState().auth.email).toBe('service@example.com');
  expect(await screen.findByText('user page')).toBeTruthy();
  expect(sessionStorage.getItem('officefit.staffSession')).toBeNull();
});

test('not switched: no banner', async () => {
  serve({ ...DANA, switched_user: false, orig_user: null });
  show(
    createTestStore({ auth: { ...initialAuthState, token: 't', loggedIn: true, email: 'demo@example.com' } }),
  );
  await waitFor(() => expect(calls.some((c) => c.startsWith('GET officefit/v1/me'))).toBe(true));
  expect(screen.queryByTestId('impersonation-banner')).toBeNull();
});
