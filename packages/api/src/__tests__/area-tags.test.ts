// Cache tags a remote registers for itself (`enhanceEndpoints({ addTagTypes })`, docs/contracts.md): they invalidate
// like the shared ones, a shared tag still crosses areas, and the language switch's `invalidateEveryTag` reaches a
// tag the shell never declared.
import { api } from '../api';
import { call } from '../base-query';
import { invalidateEveryTag } from '../tags';
import { loggedIn } from '../state/auth-slice';
import { createAppStore } from '../state/store';

// two "remotes": one with a tag of its own that the shared slice does not list, one using only shared tags
const nextShop = api.enhanceEndpoints({ addTagTypes: ['Wishlist'] as const }).injectEndpoints({
  endpoints: (build) => ({
    wishlistProbe: build.query<{ n: number }, void>({
      query: () => call('GET', 'officefit/v1/wishlist_probe'),
      providesTags: ['Wishlist'],
    }),
    addToWishlistProbe: build.mutation<unknown, void>({
      query: () => call('POST', 'officefit/v1/wishlist_probe'),
      invalidatesTags: ['Wishlist', 'Points'],
    }),
  }),
});
const community = api.injectEndpoints({
  endpoints: (build) => ({
    pointsProbe2: build.query<{ n: number }, void>({
      query: () => call('GET', 'officefit/v1/points_probe2'),
      providesTags: ['Points'],
    }),
  }),
});

let gets: string[];
beforeEach(() => {
  gets = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    if (req.method === 'GET') gets.push(new URL(req.url).pathname.split('/').pop()!);
    return new Response(JSON.stringify({ n: gets.length }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

function signedIn() {
  const store = createAppStore();
  store.dispatch(loggedIn({ token: 'tok', email: 'demo@example.com', at: '2026-11-18' }));
  return store;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test("a remote's own tag and a shared tag written by it reload the queries of both areas", async () => {
  const store = signedIn();
  const subs = [
    store.dispatch(nextShop.endpoints.wishlistProbe.initiate()),
    store.dispatch(community.endpoints.pointsProbe2.initiate()),
  ];
  await Promise.all(subs);
  expect(gets.sort()).toEqual(['points_probe2', 'wishlist_probe']);
  gets = [];
  await store.dispatch(nextShop.endpoints.addToWishlistProbe.initiate());
  await settle();
  expect(gets.sort()).toEqual(['points_probe2', 'wishlist_probe']);
  subs.forEach((sub) => sub.unsubscribe());
});

test('invalidateEveryTag reloads every cached query, also under a tag only a remote registered', async () => {
  const store = signedIn();
  const subs = [
    store.dispatch(nextShop.endpoints.wishlistProbe.initiate()),
    store.dispatch(community.endpoints.pointsProbe2.initiate()),
  ];
  await Promise.all(subs);
  gets = [];
  store.dispatch(invalidateEveryTag());
  await settle();
  expect(gets.sort()).toEqual(['points_probe2', 'wishlist_probe']);
  subs.forEach((sub) => sub.unsubscribe());
});
