// Silent re-login in the base query (issue 36, refresh.ts): a 401 of an authenticated call is retried once after a
// refresh; parallel 401s share one refresh call; a failed refresh ends the session as before; an expired access
// token is renewed before the call is sent.
import { api } from '../api';
import { call } from '../base-query';
import { readAccessTokenCookie, writeAccessTokenCookie } from '../cookies';
import { loggedIn, loggedOut } from '../state/auth-slice';
import { sessionFailed } from '../state/reset';
import { createAppStore } from '../state/store';
import type { Middleware } from '@reduxjs/toolkit';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    refreshProbe: build.query<unknown, Record<string, unknown>>({
      query: (data) => call('GET', 'test/v1/refresh-probe', data),
    }),
  }),
});

const REFRESH = 'http://localhost/wp-json/jwt-auth/v1/token/refresh';
const refused = { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 401 } };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A JWT-shaped token whose payload says `exp` (the signature is never checked by the app). */
function jwtWithExp(exp: number, id: string, extra: object = {}): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp, jti: id, ...extra })}.sig`;
}

/**
 * A backend in a fetch: `valid` is the access token it accepts, the refresh call answers `nextToken` (or 401 when
 * `refreshWorks` is false) after `refreshDelayMs`, and from then on accepts it.
 */
function setup(options: {
  valid: string;
  nextToken: string;
  refreshWorks?: boolean;
  refreshDelayMs?: number;
  /** false: the backend refuses even the refreshed token (e.g. the account was deactivated meanwhile). */
  acceptsRenewed?: boolean;
}) {
  const calls: { url: string; auth: string | null }[] = [];
  const failures: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    if (sessionFailed.match(action)) failures.push(action.payload);
    return next(action);
  };
  let valid = options.valid;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    const auth = req.headers.get('authorization');
    calls.push({ url: req.url, auth });
    if (req.url === REFRESH) {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 0));
      if (options.refreshWorks === false) return answer(401, { code: 'refresh_token_invalid', message: 'x' });
      if (options.acceptsRenewed !== false) valid = options.nextToken;
      return answer(200, { token: options.nextToken, user_email: 'a@b.c' });
    }
    return auth === `Bearer ${valid}` ? answer(200, { ok: req.url }) : answer(401, refused);
  }) as typeof fetch;
  const store = createAppStore({ middleware: [recorder] });
  const refreshes = () => calls.filter((c) => c.url === REFRESH).length;
  return { store, calls, failures, refreshes };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  writeAccessTokenCookie(null);
});

test('a 401 is retried once with the refreshed token; the store and the cookie get the new token', async () => {
  const { store, calls, failures, refreshes } = setup({ valid: 'tok-2', nextToken: 'tok-2' });
  store.dispatch(loggedIn({ token: 'tok-1', email: 'a@b.c', at: '2026-01-01' }));
  writeAccessTokenCookie('tok-1');
  const result = await store.dispatch(probe.endpoints.refreshProbe.initiate({ n: 1 }));
  expect('data' in result && result.data).toEqual({ ok: expect.stringContaining('refresh-probe') });
  expect(calls.map((c) => [c.url.includes('refresh-probe') ? 'probe' : 'refresh', c.auth])).toEqual([
    ['probe', 'Bearer tok-1'],
    ['refresh', 'Bearer tok-1'],
    ['probe', 'Bearer tok-2'],
  ]);
  expect(refreshes()).toBe(1);
  expect(store.getState().auth.token).toBe('tok-2');
  expect(readAccessTokenCookie()).toBe('tok-2');
  expect(failures).toEqual([]);
});

test('parallel 401s share one refresh call and each is retried once', async () => {
  const { store, calls, failures, refreshes } = setup({
    valid: 'tok-b',
    nextToken: 'tok-b',
    refreshDelayMs: 20,
  });
  store.dispatch(loggedIn({ token: 'tok-a', email: 'a@b.c', at: '2026-01-01' }));
  const results = await Promise.all(
    [1, 2, 3, 4].map((n) => store.dispatch(probe.endpoints.refreshProbe.initiate({ parallel: n }))),
  );
  expect(results.every((r) => 'data' in r && r.data)).toBe(true);
  expect(refreshes()).toBe(1);
  expect(calls.filter((c) => c.auth === 'Bearer tok-b' && c.url.includes('refresh-probe'))).toHaveLength(4);
  expect(failures).toEqual([]);
});

test('a failed refresh ends the session as before (login dialog and /), with no second retry', async () => {
  const { store, calls, failures, refreshes } = setup({
    valid: 'never',
    nextToken: 'unused',
    refreshWorks: false,
  });
  store.dispatch(loggedIn({ token: 'tok-x', email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/training?a=1');
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ fails: 1 }));
  expect(refreshes()).toBe(1);
  expect(calls).toHaveLength(2);
  expect(failures).toEqual([{ path: '/training?a=1', code: 'jwt_auth_invalid_token' }]);
  expect(store.getState().auth.token).toBe('tok-x');
});

test('a call still refused with the new token ends the session (one retry only)', async () => {
  const { store, calls, failures } = setup({ valid: 'never', nextToken: 'tok-new', acceptsRenewed: false });
  store.dispatch(loggedIn({ token: 'tok-old', email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/home');
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ twice: 1 }));
  expect(calls.map((c) => c.auth)).toEqual(['Bearer tok-old', 'Bearer tok-old', 'Bearer tok-new']);
  expect(failures).toEqual([{ path: '/home', code: 'jwt_auth_invalid_token' }]);
});

test('an expired access token is renewed before the call (the app starts or wakes up a day later)', async () => {
  const expired = jwtWithExp(Math.floor(Date.now() / 1000) - 3600, 'old');
  const { store, calls } = setup({ valid: 'tok-fresh', nextToken: 'tok-fresh' });
  writeAccessTokenCookie(expired);
  store.dispatch(loggedIn({ token: expired, email: 'a@b.c', at: '2026-01-01' }));
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ wake: 1 }));
  expect(calls.map((c) => (c.url === REFRESH ? 'refresh' : c.auth))).toEqual(['refresh', 'Bearer tok-fresh']);
});

test('a token that is still valid is sent as it is, without a refresh', async () => {
  const fresh = jwtWithExp(Math.floor(Date.now() / 1000) + 600, 'fresh');
  const { store, refreshes } = setup({ valid: fresh, nextToken: 'unused' });
  store.dispatch(loggedIn({ token: fresh, email: 'a@b.c', at: '2026-01-01' }));
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ fresh: 1 }));
  expect(refreshes()).toBe(0);
});

test('a refresh that ends after a logout does not bring the session back', async () => {
  const { store, failures } = setup({ valid: 'tok-late', nextToken: 'tok-late', refreshDelayMs: 30 });
  store.dispatch(loggedIn({ token: 'tok-gone', email: 'a@b.c', at: '2026-01-01' }));
  writeAccessTokenCookie('tok-gone');
  const pending = store.dispatch(probe.endpoints.refreshProbe.initiate({ logout: 1 }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  store.dispatch(loggedOut());
  writeAccessTokenCookie(null);
  await pending;
  expect(store.getState().auth.token).toBeNull();
  expect(readAccessTokenCookie()).toBeNull();
  expect(failures).toEqual([]);
});

test("a visitor's 401 (no token) never calls refresh", async () => {
  const { store, refreshes } = setup({ valid: 'x', nextToken: 'y' });
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ visitor: 1 }));
  expect(refreshes()).toBe(0);
});

test("a staff member's switched session (claim imp) is never renewed: its end ends the session", async () => {
  const switched = jwtWithExp(Math.floor(Date.now() / 1000) - 60, 'imp', { imp: 7 });
  const { store, failures, refreshes } = setup({ valid: 'staff-own', nextToken: 'staff-own' });
  store.dispatch(loggedIn({ token: switched, email: 'a@b.c', at: '2026-01-01' }));
  window.history.pushState({}, '', '/home');
  await store.dispatch(probe.endpoints.refreshProbe.initiate({ imp: 1 }));
  expect(refreshes()).toBe(0);
  expect(failures).toEqual([{ path: '/home', code: 'jwt_auth_invalid_token' }]);
});
