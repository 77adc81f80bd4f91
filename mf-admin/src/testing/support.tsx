// Test helpers for the admin screens: the real store and router, theme and i18n, and a fetch stub at the
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

registerNamespace('admin', { de, en });

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
  { path, url, loggedIn = true }: { path: string; url: string; loggedIn?: boolean },
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

/** Test data: the signed-in staff member (`roles` decides which admin sections show). */
export function me(roles: string[] = ['marketing'], admin = false) {
  return {
    id: 5,
    first_name: 'Mia',
    last_name: 'Marketing',
    email: 'marketing@example.com',
    roles,
    admin,
    lang: 'de-DE',
    sub: null,
  };
}
