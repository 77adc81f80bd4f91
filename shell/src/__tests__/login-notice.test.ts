// A login during the grace period of an account deletion cancels it (backend, issue 13); the login answer says so
// with `deletion_cancelled` and the shell shows a snackbar in the user's language.
import { createTestStore, initialAuthState } from '@officefit/api';
import { i18n, registerNamespace } from '@officefit/i18n';
import { logIn } from '../auth/session-actions';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

function serve(token: Record<string, unknown>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL((input as Request).url).pathname.replace('/wp-json/', '');
    const body =
      path === 'jwt-auth/v1/token'
        ? {
            token: 'fresh',
            user_email: 'dana@example.com',
            user_nicename: 'dana',
            user_display_name: 'Dana',
            ...token,
          }
        : { id: 1, email: 'dana@example.com', roles: ['subscriber'], admin: false, sub: null, meta: {} };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

const store = () => createTestStore({ auth: initialAuthState });

test('a login that cancelled the deletion shows the notice', async () => {
  serve({ deletion_cancelled: true });
  const s = store();
  await logIn(s.dispatch, 'dana@example.com', 'secret');
  expect(s.getState().auth.loggedIn).toBe(true);
  expect(s.getState().ui.messages).toEqual([
    expect.objectContaining({ key: 'shell:login.deletionCancelled', severity: 'info' }),
  ]);
  expect(i18n.t('shell:login.deletionCancelled', { lng: 'de' })).toBe(
    'Sie haben sich angemeldet: Die geplante Löschung Ihres Kontos wurde abgebrochen.',
  );
  expect(i18n.t('shell:login.deletionCancelled', { lng: 'en' })).toBe(
    'You logged in, so the scheduled deletion of your account was cancelled.',
  );
});

test('an ordinary login shows nothing', async () => {
  serve({});
  const s = store();
  await logIn(s.dispatch, 'dana@example.com', 'secret');
  expect(s.getState().auth.loggedIn).toBe(true);
  expect(s.getState().ui.messages).toEqual([]);
});
