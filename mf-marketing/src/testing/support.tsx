// Test helpers for the marketing screens: the real store and router, theme and i18n, and a fetch stub at the
// network boundary that records every call (jest only; end-to-end tests run against the real backend).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createTestStore, initialAuthState } from '@officefit/api';
import { I18nextProvider, i18n, registerNamespace } from '@officefit/i18n';
import { theme } from '@officefit/ui';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import type { WpPost } from '../features/blog/api/types';

registerNamespace('marketing', { de, en });

/** One request as the stub saw it (path without `/wp-json/`). */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A non-default answer: another status and/or headers. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A WordPress-style error answer. */
export function wpError(status: number, code: string, params?: Record<string, string>): Reply {
  return new Reply(status, { code, message: code, data: { status, ...(params ? { params } : {}) } });
}

/** A WordPress list answer with its paging headers. */
export function wpList(items: unknown[], total = items.length, totalPages = 1): Reply {
  return new Reply(200, items, { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) });
}

type Route = unknown | ((call: SeenCall) => unknown);

/**
 * Replaces `fetch`: answers `"METHOD path"` keys (e.g. `"GET wp/v2/pages"`) with JSON (200, or a Reply), everything
 * else with 404 `rest_no_route`. Returns the list of calls seen.
 */
export function stubFetch(routes: Record<string, Route>): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname.replace(/^\/wp-json\//, ''),
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    };
    seen.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const result =
      route === undefined
        ? wpError(404, 'rest_no_route')
        : typeof route === 'function'
          ? (route as (c: SeenCall) => unknown)(call)
          : route;
    const reply = result instanceof Reply ? result : new Reply(200, result);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  }) as typeof fetch;
  return seen;
}

/** The calls of one method and path. */
export function callsTo(seen: SeenCall[], method: string, path: string): SeenCall[] {
  return seen.filter((c) => c.method === method && c.path === path);
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders a screen at `url` under the route `path`, logged in or not; other paths show the location. */
export function renderRoute(
  element: ReactElement,
  { path, url, loggedIn = false }: { path: string; url: string; loggedIn?: boolean },
) {
  const store = createTestStore({
    auth: loggedIn
      ? { ...initialAuthState, token: 'test-token', loggedIn: true, email: 'dana@example.com' }
      : initialAuthState,
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router, ...view };
}

/** Test data: an article. */
export function post(overrides: Partial<WpPost> = {}): WpPost {
  return {
    id: 7,
    date: '2026-10-01T08:00:00.000Z',
    modified: '2026-10-01T08:00:00.000Z',
    slug: 'ruecken-am-schreibtisch',
    lang: 'de',
    status: 'publish',
    link: '/blog/7',
    title: { rendered: 'Rücken &amp; Schreibtisch' },
    excerpt: { rendered: '<p>Drei Übungen für zwischendurch.</p>\n' },
    content: { rendered: '<p>Setzen Sie sich aufrecht hin.</p>' },
    author: 0,
    author_name: '',
    featured_media: 0,
    categories: [1],
    tags: [1001],
    members_only: false,
    more_data: { featured_url: null, category: 'blog', reading_minutes: 3, translation_id: null },
    isFavourite: false,
    isRead: false,
    rating: { average: 4.5, count: 2, mine: null },
    ...overrides,
  };
}

/** Test data: the blog configuration. */
export const blogConfig = {
  categories: { blog: 1, diet: 2, mental: 3 },
  mentalTagIds: { de: 45, en: 158 },
  tagPrefixes: { article: { de: 'artikel-', en: 'artikel_en-' }, diet: { de: 'food-', en: 'food_en-' } },
  tagsPerPage: 40,
  categoryPostsPerPage: 100,
  membersAccessMarker: 'members-access-error',
};
