import { downloadFile, loggedIn, sessionApi, writeAccessTokenCookie } from '@officefit/api';
import { createShellStore, navigation } from '../app/store';

// spec §4/§8: a refused authenticated call resets the stores, opens the login dialog with the failing path kept
// for after the login, and goes to `/`; the real base query and the shell's listener, only the server is faked
function answer401() {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(
        JSON.stringify({ code: 'rest_not_logged_in', message: 'Not logged in', data: { status: 401 } }),
        {
          status: 401,
          headers: { 'content-type': 'application/json' },
        },
      ),
  ) as typeof fetch;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  writeAccessTokenCookie(null);
  window.localStorage.clear();
  navigation.navigate = jest.fn();
});

test('a 401 of an authenticated call resets the stores, opens the login dialog with the path and goes to /', async () => {
  answer401();
  const store = createShellStore();
  store.dispatch(loggedIn({ token: 'tok-revoked', email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/habits?tab=2');
  await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
  const state = store.getState();
  expect(state.auth.loggedIn).toBe(false);
  expect(state.auth.token).toBeNull();
  expect(state.ui.loginDialogOpen).toBe(true);
  expect(state.ui.afterLoginPath).toBe('/habits?tab=2');
  expect(navigation.navigate).toHaveBeenCalledWith('/');
});

test("a visitor's 401 neither opens the login dialog nor moves the visitor", async () => {
  answer401();
  const store = createShellStore();
  window.history.pushState({}, '', '/blog');
  await store.dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
  expect(store.getState().ui.loginDialogOpen).toBe(false);
  expect(navigation.navigate).not.toHaveBeenCalled();
});

test('a refused file download of the session ends it the same way (issue 36: downloads used plain fetch)', async () => {
  answer401();
  const store = createShellStore();
  store.dispatch(loggedIn({ token: 'tok-revoked', email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/profile');
  const result = await store.dispatch(downloadFile('officefit/v1/me/export?format=json'));
  expect(result.error?.status).toBe(401);
  expect(store.getState().ui.loginDialogOpen).toBe(true);
  expect(store.getState().ui.loginError).toBe('common:errors.sessionExpired');
  expect(navigation.navigate).toHaveBeenCalledWith('/');
});

test('a download answers the file and the name of its Content-Disposition, sent with the bearer token', async () => {
  globalThis.fetch = jest.fn(
    async () =>
      new Response('{"a":1}', {
        status: 200,
        headers: {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="me.json"',
        },
      }),
  ) as typeof fetch;
  const store = createShellStore();
  store.dispatch(loggedIn({ token: 'tok-1', email: 'a@b.c', at: '2026-01-01' }));
  const result = await store.dispatch(downloadFile('officefit/v1/me/export?format=json'));
  expect(result.data?.name).toBe('me.json');
  expect(await result.data?.file.text()).toBe('{"a":1}');
  const sent = (globalThis.fetch as jest.Mock).mock.calls[0]?.[0] as Request;
  expect(sent.headers.get('authorization')).toBe('Bearer tok-1');
  expect(store.getState().auth.loggedIn).toBe(true);
});
