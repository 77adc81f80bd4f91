import { api } from '../api';
import { call } from '../base-query';
import { hydratePrerendered } from '../ssr/prerendered';
import { createAppStore } from '../state/store';

const pages = api.injectEndpoints({
  endpoints: (build) => ({
    probePage: build.query<{ title: string }, { slug: string }>({
      query: (data) => call('GET', 'test/v1/page', data),
    }),
  }),
});

test('a server-rendered api cache is adopted: the same query has its data without a fetch', async () => {
  const fetchSpy = jest.fn(
    async () =>
      new Response(JSON.stringify({ title: 'Start' }), { headers: { 'content-type': 'application/json' } }),
  );
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  const server = createAppStore();
  await server.dispatch(pages.endpoints.probePage.initiate({ slug: '' }));
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const state = JSON.parse(JSON.stringify({ api: server.getState().api }));

  const browser = createAppStore();
  browser.dispatch(hydratePrerendered(state));
  expect(pages.endpoints.probePage.select({ slug: '' })(browser.getState()).data).toEqual({ title: 'Start' });
  const sub = browser.dispatch(pages.endpoints.probePage.initiate({ slug: '' }));
  expect((await sub).data).toEqual({ title: 'Start' });
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  sub.unsubscribe();
});
