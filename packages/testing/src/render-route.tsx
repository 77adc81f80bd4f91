// Renders a remote's screen as the shell would host it (jest only): the real store and router, the theme and i18n.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { createTestStore, initialAuthState } from '@officefit/api';
import { ThemeWrapper } from '@officefit/ui/testing';

/** A fresh store, with the session of the test user (Dana) or, with `loggedIn: false`, without one. */
export function testStore({ loggedIn = true }: { loggedIn?: boolean } = {}) {
  return createTestStore({
    auth: loggedIn
      ? { ...initialAuthState, token: 'test-token', loggedIn: true, email: 'dana@example.com' }
      : initialAuthState,
  });
}

export interface RenderRouteOptions {
  /** The route pattern the screen is mounted under, e.g. `/blog/:id`. */
  path: string;
  /** The URL the router starts at. */
  url: string;
  /** Whether the store starts logged in (default: yes). */
  loggedIn?: boolean;
  /** Wraps the screen and the location stub alike, e.g. with a link away or the shell's leave guard. */
  layout?: (element: ReactElement) => ReactElement;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen at `url` under the route `path`; any other path renders a stub that shows the location (test id
 * `location`), so a test can see where the screen navigated to. Returns the store and router with the render result.
 */
export function renderRoute(
  element: ReactElement,
  { path, url, loggedIn = true, layout }: RenderRouteOptions,
) {
  const store = testStore({ loggedIn });
  const wrap = layout ?? ((e: ReactElement) => e);
  const router = createMemoryRouter(
    [
      { path, element: wrap(element) },
      { path: '*', element: wrap(<Location />) },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <Provider store={store}>
      <ThemeWrapper>
        <RouterProvider router={router} />
      </ThemeWrapper>
    </Provider>,
  );
  return { store, router, ...view };
}
