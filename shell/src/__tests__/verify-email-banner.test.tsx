import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createTestStore, initialAuthState } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import { VerifyEmailBanner } from '../components/verify-email-banner';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

const calls: string[] = [];

function serve(emailVerified: boolean | undefined) {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/wp-json/', '');
    calls.push(`${request.method} ${path}`);
    const body =
      path === 'officefit/v1/me'
        ? { id: 1, roles: ['subscriber'], admin: false, sub: null, meta: { email_verified: emailVerified } }
        : {};
    return new Response(JSON.stringify(body), {
      status: path.endsWith('resend') ? 202 : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

function show() {
  const store = createTestStore({
    auth: { ...initialAuthState, token: 't', loggedIn: true, email: 'v@e.de' },
  });
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <VerifyEmailBanner />
      </ThemeWrapper>
    </Provider>,
  );
  return store;
}

test('an unverified user sees the banner and can have a new link sent', async () => {
  serve(false);
  const store = show();
  const banner = await screen.findByTestId('verify-email-banner');
  expect(banner.textContent).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Link erneut senden' }));
  await waitFor(() => expect(calls).toContain('POST officefit/v1/registration/verify/resend'));
  await waitFor(() =>
    expect(store.getState().ui.messages).toEqual([
      expect.objectContaining({ key: 'shell:verifyBanner.sent', severity: 'success' }),
    ]),
  );
  expect(screen.queryByRole('button', { name: 'Link erneut senden' })).toBeNull();
});

test('a verified user (or one whose me does not say) sees no banner', async () => {
  serve(true);
  show();
  await waitFor(() => expect(calls).toContain('GET officefit/v1/me'));
  expect(screen.queryByTestId('verify-email-banner')).toBeNull();
});
