import { api } from '../api';
import { call } from '../base-query';
import { writeAccessTokenCookie } from '../cookies';
import { membershipApi } from '../endpoints/membership';
import { sessionApi } from '../session-endpoints';
import { loggedIn } from '../state/auth-slice';
import { sessionFailed, resetAll } from '../state/reset';
import { openLoginDialog } from '../state/ui-slice';
import { createAppStore } from '../state/store';
import type { Middleware } from '@reduxjs/toolkit';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeGet: build.query<unknown, Record<string, unknown>>({
      query: (data) => call('GET', 'test/v1/get', data),
    }),
    probePut: build.mutation<unknown, Record<string, unknown>>({
      query: (data) => call('PUT', 'test/v1/put', data),
    }),
  }),
});

type Seen = { url: string; method: string; auth: string | null; body: string };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(respond: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const actions: string[] = [];
  const failures: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push((action as { type: string }).type);
    if (sessionFailed.match(action)) failures.push(action.payload);
    return next(action);
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    seen.push({
      url: req.url,
      method: req.method,
      auth: req.headers.get('authorization'),
      body: await req.text(),
    });
    return respond();
  }) as typeof fetch;
  const store = createAppStore({ middleware: [recorder] });
  return { store, seen, actions, failures };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  writeAccessTokenCookie(null);
});

test('GET sends its data as a query string and the bearer token from the store', async () => {
  const { store, seen } = setup(() => answer(200, { ok: true }));
  store.dispatch(loggedIn({ token: 'tok-store', email: 'a@b.c', at: '2026-01-01' }));
  await store.dispatch(probe.endpoints.probeGet.initiate({ lang: 'en', tag: 'mental' }));
  expect(seen[0]?.url).toBe('http://localhost/wp-json/test/v1/get?lang=en&tag=mental');
  expect(seen[0]?.auth).toBe('Bearer tok-store');
});

test('PUT sends its data as a JSON body and falls back to the access_token cookie', async () => {
  const { store, seen } = setup(() => answer(200, { ok: true }));
  writeAccessTokenCookie('tok-cookie');
  await store.dispatch(probe.endpoints.probePut.initiate({ id: 7 }));
  expect(seen[0]?.method).toBe('PUT');
  expect(JSON.parse(seen[0]!.body)).toEqual({ id: 7 });
  expect(seen[0]?.auth).toBe('Bearer tok-cookie');
});

test('a request can carry extra headers (Idempotency-Key) beside the bearer token', async () => {
  const { store } = setup(() => answer(201, { ok: true }));
  const headers: Headers[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    headers.push(new Headers((input as Request).headers));
    return inner(input);
  }) as typeof fetch;
  store.dispatch(loggedIn({ token: 'tok-store', email: 'a@b.c', at: '2026-01-01' }));
  await store.dispatch(
    membershipApi.endpoints.extendMembership.initiate({
      body: { duration: '1m' },
      idempotencyKey: 'key-12345678',
    }),
  );
  expect(headers[0]?.get('idempotency-key')).toBe('key-12345678');
  expect(headers[0]?.get('authorization')).toBe('Bearer tok-store');
});

test('a rejected session raises sessionFailed with the failing path and the failure is logged', async () => {
  const { store, actions, failures } = setup(() =>
    answer(401, { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 401 } }),
  );
  store.dispatch(loggedIn({ token: 'tok-store', email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/home?x=1');
  await store.dispatch(probe.endpoints.probeGet.initiate({}));
  expect(actions).toContain(sessionFailed.type);
  expect(failures).toEqual([{ path: '/home?x=1', code: 'jwt_auth_invalid_token' }]);
  expect(console.warn).toHaveBeenCalled();
});

test('every 401 of an authenticated call ends the session, whatever its code (spec §8)', async () => {
  const { store, failures } = setup(() =>
    answer(401, { code: 'rest_not_logged_in', message: 'Not logged in', data: { status: 401 } }),
  );
  writeAccessTokenCookie('tok-cookie');
  window.history.pushState({}, '', '/profile');
  await store.dispatch(probe.endpoints.probePut.initiate({ id: 1 }));
  expect(failures).toEqual([{ path: '/profile', code: 'rest_not_logged_in' }]);
});

test("a visitor's 401 (no token sent) leaves the visitor where they are", async () => {
  const { store, actions, seen } = setup(() =>
    answer(401, { code: 'rest_not_logged_in', message: 'Not logged in', data: { status: 401 } }),
  );
  await store.dispatch(probe.endpoints.probeGet.initiate({ visitor: 1 }));
  expect(seen[0]?.auth).toBeNull();
  expect(actions).not.toContain(sessionFailed.type);
});

test('a late 401 for a token the user already left does not end the new session', async () => {
  let release: (r: Response) => void = () => undefined;
  const { store, actions } = setup(() => new Promise<Response>((resolve) => (release = resolve)));
  store.dispatch(loggedIn({ token: 'tok-old', email: 'a@b.c', at: '2026-01-01' }));
  const pending = store.dispatch(probe.endpoints.probeGet.initiate({ late: 1 }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  store.dispatch(loggedIn({ token: 'tok-new', email: 'a@b.c', at: '2026-01-02' }));
  release(answer(401, { code: 'jwt_auth_invalid_token', message: 'Revoked', data: { status: 401 } }));
  await pending;
  expect(actions).not.toContain(sessionFailed.type);
});

test('the login call itself (skipSessionRule) never ends a session', async () => {
  const { store, actions } = setup(() =>
    answer(403, { code: 'jwt_auth_incorrect_password', message: 'Wrong', data: { status: 403 } }),
  );
  store.dispatch(loggedIn({ token: 'tok-store', email: 'a@b.c', at: '2026-01-01' }));
  await store.dispatch(sessionApi.endpoints.login.initiate({ username: 'a', password: 'b' }));
  expect(actions).not.toContain(sessionFailed.type);
});

test('a no-response failure is ignored (no session failure)', async () => {
  const { store, actions } = setup(() => {
    throw new TypeError('network down');
  });
  await store.dispatch(probe.endpoints.probeGet.initiate({}));
  expect(actions).not.toContain(sessionFailed.type);
  expect(console.warn).toHaveBeenCalled();
});

test('a validation failure is returned to the caller and keeps the session', async () => {
  const { store, actions } = setup(() =>
    answer(400, { code: 'rest_invalid_param', message: 'Invalid parameter(s): id', data: { status: 400 } }),
  );
  const result = await store.dispatch(probe.endpoints.probePut.initiate({ id: 'x' }));
  expect('error' in result && result.error).toMatchObject({ status: 400 });
  expect(actions).not.toContain(sessionFailed.type);
});

test('resetAll puts every slice back to its initial state', () => {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: 't', email: 'e', at: 'now' }));
  store.dispatch(openLoginDialog({ afterLoginPath: '/home' }));
  store.dispatch(resetAll());
  expect(store.getState().auth.loggedIn).toBe(false);
  expect(store.getState().ui.loginDialogOpen).toBe(false);
});
