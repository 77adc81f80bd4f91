import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { createTestStore, setProfileDirty } from '@officefit/api';
import { registerNamespace } from '@officefit/i18n';
import { ThemeWrapper } from '@officefit/ui/testing';
import type { RouteMeta } from '@officefit/shell-contract';
import { KnownPathsProvider } from '../context/known-paths';
import { LeaveGuard } from '../app/leave-guard';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

registerNamespace('shell', { de, en });

// The route table as the remotes declare it: /anamnesis guards unsaved changes, /habits does not.
const ROUTES: RouteMeta[] = [
  { id: 'anamnesis', path: '/anamnesis', guard: 'abo', layout: 'default', guardsUnsavedChanges: true },
  { id: 'habits', path: '/habits', guard: 'abo', layout: 'default' },
  { id: 'blog', path: '/blog', layout: 'default' },
];

function Page() {
  const location = useLocation();
  return (
    <main>
      <p data-testid="location">{location.pathname}</p>
      <Link to="/blog">Blog</Link>
    </main>
  );
}

function renderAt(url: string) {
  const store = createTestStore();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeaveGuard />
          </>
        ),
        children: ROUTES.map((r) => ({ path: r.path, element: <Page /> })),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <KnownPathsProvider routes={ROUTES}>
          <RouterProvider router={router} />
        </KnownPathsProvider>
      </ThemeWrapper>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

test('leaving a guarded form with unsaved changes asks first; "stay" keeps the user and the changes', async () => {
  const { store, user } = renderAt('/anamnesis');
  act(() => void store.dispatch(setProfileDirty(true)));
  await user.click(screen.getByRole('link', { name: 'Blog' }));

  expect(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeTruthy();
  expect(location()).toBe('/anamnesis');
  // the target is stored and the question state says "asked" (spec §4)
  expect(store.getState().ui).toMatchObject({ abortedPath: '/blog', profileQuestion: 1 });

  await user.click(screen.getByRole('button', { name: 'Bleiben' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(location()).toBe('/anamnesis');
  expect(store.getState().ui.profileDirty).toBe(true);
});

test('"leave" goes on to the stored target', async () => {
  const { store, user } = renderAt('/anamnesis');
  act(() => void store.dispatch(setProfileDirty(true)));
  await user.click(screen.getByRole('link', { name: 'Blog' }));
  await user.click(await screen.findByRole('button', { name: 'Verlassen' }));

  expect(location()).toBe('/blog');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('clean forms and routes that do not guard unsaved changes let the user go', async () => {
  const clean = renderAt('/anamnesis');
  await clean.user.click(screen.getByRole('link', { name: 'Blog' }));
  expect(location()).toBe('/blog');
  document.body.innerHTML = '';

  const unguarded = renderAt('/habits');
  act(() => void unguarded.store.dispatch(setProfileDirty(true)));
  await unguarded.user.click(screen.getByRole('link', { name: 'Blog' }));
  expect(location()).toBe('/blog');
  expect(screen.queryByRole('dialog')).toBeNull();
});
