// The server renderer (setApiRoot) logs failures like the app, except a refused session: an expired session cookie
// on a signed-in page is an expected answer there (the gateway serves the plain shell), not a fault to report.
import { api } from '../api';
import { call, setApiRoot } from '../base-query';
import { createAppStore } from '../state/store';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeMe: build.query<unknown, void>({ query: () => call('GET', 'officefit/v1/me') }),
  }),
});

function respondWith(status: number, body: unknown) {
  globalThis.fetch = jest.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
}

beforeAll(() => setApiRoot('http://backend.test/wp-json/'));
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a refused session in a server render is not logged', async () => {
  respondWith(403, { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 403 } });
  const result = await createAppStore().dispatch(probe.endpoints.probeMe.initiate());
  expect(result.isError).toBe(true);
  expect(console.warn).not.toHaveBeenCalled();
});

test('any other failure in a server render is logged', async () => {
  respondWith(500, { code: 'internal_error', message: 'Boom', data: { status: 500 } });
  const result = await createAppStore().dispatch(probe.endpoints.probeMe.initiate());
  expect(result.isError).toBe(true);
  expect(console.warn).toHaveBeenCalledWith('[api] GET officefit/v1/me failed', expect.anything());
});
