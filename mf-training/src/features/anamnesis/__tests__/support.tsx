// Test helpers for the health profile (jest only): the real store, router, theme and i18n, a fetch stub at the
// network boundary, and a copy of the shell's leave guard rule (the remote may not import the shell).
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider, useBlocker, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import {
  createTestStore,
  initialAuthState,
  leaveAborted,
  leaveCancelled,
  leaveConfirmed,
  useAppDispatch,
  useAppSelector,
} from '@officefit/api';
import { I18nextProvider, i18n, registerNamespace } from '@officefit/i18n';
import { theme } from '@officefit/ui';
import de from '../../../i18n/de.json';
import en from '../../../i18n/en.json';
import anamnesisDe from '../../../i18n/anamnesis.de.json';
import anamnesisEn from '../../../i18n/anamnesis.en.json';
import type { AnamnesisData, AnamnesisJson, InjuryJson } from '../model/types';

// As routes.tsx does: the shared texts (e.g. the body picker's) and the health profile's under `anamnesis.`.
registerNamespace('training', {
  de: { ...de, anamnesis: anamnesisDe },
  en: { ...en, anamnesis: anamnesisEn },
});

/** One request as the stub saw it (path without `/wp-json/`). */
export interface SeenCall {
  method: string;
  path: string;
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
export function wpError(status: number, code: string, params?: Record<string, string>): Reply {
  return new Reply(status, { code, message: code, data: { status, ...(params ? { params } : {}) } });
}

type Route = unknown | ((call: SeenCall) => unknown);

/** Replaces `fetch`: answers `"METHOD path"` keys with JSON (200, or a Reply), others with 404. */
export function stubFetch(routes: Record<string, Route>): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.text();
    const call: SeenCall = {
      method: request.method,
      path: url.pathname.replace(/^\/wp-json\//, ''),
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

/** The blank profile GET anamnesis answers for a new user. */
export function blankProfile(): AnamnesisData {
  return {
    anamnesis: {
      id: null,
      new: true,
      height: null,
      weight: null,
      gender: 4,
      sports: [],
      fitness: 1,
      stress: null,
      physical_health: [],
      diet: null,
      workhours_sitting: null,
      bodyfeeling: null,
      wellness: null,
      sleep: null,
      goals: [],
      focus: [],
      time: null,
      equipment: null,
      suitability: null,
      accept: false,
      adjustable_table: null,
      workoutdays: 1,
      workoutminutes: null,
      sports_frequency: 1,
    },
    injuries: [],
  };
}

/** A complete stored pain point. */
export function storedInjury(overrides: Partial<InjuryJson> = {}): InjuryJson {
  return {
    region: 'cervical_spine',
    duration: 2,
    examined: true,
    problems: 'Verspannungen',
    more: null,
    painful: true,
    episode: 'repeated',
    severity: 4,
    worsening: false,
    accident: false,
    numbness: false,
    ...overrides,
  };
}

/** A complete stored profile (every step valid). */
export function storedProfile(
  overrides: Partial<AnamnesisJson> = {},
  injuries: InjuryJson[] = [storedInjury()],
): AnamnesisData {
  return {
    anamnesis: {
      ...blankProfile().anamnesis,
      id: 7,
      new: false,
      height: 168,
      weight: 62.5,
      gender: 1,
      sports: ['running', 'hiking'],
      fitness: 2,
      stress: 3,
      physical_health: [],
      diet: 2,
      workhours_sitting: 7,
      bodyfeeling: 3,
      wellness: 3,
      sleep: 2,
      goals: ['painremoval', 'wellbeing'],
      focus: ['mobility', 'sleep'],
      time: 10,
      equipment: 'band',
      suitability: 1,
      accept: true,
      adjustable_table: true,
      workoutdays: 3,
      workoutminutes: 10,
      sports_frequency: 2,
      ...overrides,
    },
    injuries,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** The shell's rule (shell/src/app/root.tsx LeaveGuard): a dirty /anamnesis blocks leaving until confirmed. */
function LeaveGuard() {
  const dispatch = useAppDispatch();
  const dirty = useAppSelector((s) => s.ui.profileDirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname === '/anamnesis' &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') dispatch(leaveAborted(blocker.location.pathname));
  }, [blocker, dispatch]);
  if (blocker.state !== 'blocked') return null;
  return (
    <div role="alertdialog" aria-label="leave?">
      <button
        onClick={() => {
          dispatch(leaveConfirmed());
          blocker.proceed?.();
        }}
      >
        leave
      </button>
      <button
        onClick={() => {
          dispatch(leaveCancelled());
          blocker.reset?.();
        }}
      >
        stay
      </button>
    </div>
  );
}

/** Renders the page at /anamnesis with a logged-in store, a link away and the leave guard. */
export function renderAnamnesis(page: ReactElement) {
  const store = createTestStore({
    auth: { ...initialAuthState, token: 'test-token', loggedIn: true, email: 'dana@example.com' },
  });
  const layout = (element: ReactElement) => (
    <>
      <Link to="/blog">elsewhere</Link>
      <LeaveGuard />
      {element}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/anamnesis', element: layout(page) },
      { path: '*', element: layout(<Location />) },
    ],
    { initialEntries: ['/anamnesis'] },
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
