// Test helpers for the training screens: the real store and router, the theme and i18n, and a fetch stub at the
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
import type { Exercise, ExerciseSummary } from '../features/common/types';

registerNamespace('training', { de, en });

/** One request as the stub saw it (path without `/wp-json/`). */
export interface SeenCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** A non-200 answer. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** A WordPress-style error answer. */
export function wpError(status: number, code: string, message = code): Reply {
  return new Reply(status, { code, message, data: { status } });
}

type Route = unknown | ((call: SeenCall) => unknown);

/**
 * Replaces `fetch`: answers `"METHOD path"` keys (e.g. `"GET officefit/v1/steps"`) with JSON (200, or a Reply),
 * everything else with 404 `rest_no_route`. Returns the list of calls seen.
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
        ? wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.')
        : typeof route === 'function'
          ? (route as (c: SeenCall) => unknown)(call)
          : route;
    const status = result instanceof Reply ? result.status : 200;
    const body = result instanceof Reply ? result.body : result;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
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

/**
 * Renders a screen at `url` under the route `path` with a logged-in store; any other path renders a stub that
 * shows the location (so a test can see where a screen navigated to).
 */
export function renderRoute(element: ReactElement, { path, url }: { path: string; url: string }) {
  const store = createTestStore({
    auth: { ...initialAuthState, token: 'test-token', loggedIn: true, email: 'dana@example.com' },
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

/** Test data: an exercise summary. */
export function summary(overrides: Partial<ExerciseSummary> = {}): ExerciseSummary {
  return {
    id: 12,
    slug: 'seated-chin-tuck',
    name: 'Kinn-Nicken im Sitzen',
    kind: 'mobility',
    level: 1,
    equipment: 'none',
    undercover: true,
    duration: 120,
    repetitions: null,
    regions: ['cervical_spine'],
    illustration: '/wp-json/officefit/v1/media/exercises/seated-chin-tuck.svg',
    isFavourite: false,
    ...overrides,
  };
}

/** Test data: an exercise with its tabs. */
export function exercise(overrides: Partial<Exercise> = {}): Exercise {
  return {
    ...summary(),
    tabs: {
      startingPosition: 'Aufrecht sitzen.',
      sequence: '1. Kinn zurückschieben.\n2. Kurz halten.\n3. Lösen.',
      duration: '2 Minuten',
      effect: 'Entlastet den Nacken.',
      commonMistakes: 'Kopf nicht nach unten kippen.',
      tip: 'Schultern locker lassen.',
    },
    ...overrides,
  };
}
