import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestStore, openLoginDialog } from '@officefit/api';
import { ThemeWrapper } from '@officefit/ui/testing';
import { Guard } from '../guards/guard';

// A logged-out visitor on a guarded route gets the login dialog; a dialog the session-failure rule opened a moment
// earlier keeps its "session expired" message (issue 36: the guard used to open it again without the message).
function renderGuardedHabits(store: ReturnType<typeof createTestStore>) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>landing</p> },
      { path: '/habits', element: <Guard name="abo">{null}</Guard> },
    ],
    { initialEntries: ['/habits?tab=2'] },
  );
  render(
    <Provider store={store}>
      <ThemeWrapper>
        <RouterProvider router={router} />
      </ThemeWrapper>
    </Provider>,
  );
}

test('a logged-out visitor of a guarded route lands on / with the login dialog and the way back', async () => {
  const store = createTestStore();
  renderGuardedHabits(store);
  expect(await screen.findByText('landing')).toBeInTheDocument();
  const { ui } = store.getState();
  expect(ui.loginDialogOpen).toBe(true);
  expect(ui.afterLoginPath).toBe('/habits?tab=2');
  expect(ui.loginError).toBeNull();
});

test('an open dialog with the session-expired message keeps it when the guard sees the logout', async () => {
  const store = createTestStore();
  store.dispatch(openLoginDialog({ afterLoginPath: '/habits?tab=2', error: 'common:errors.sessionExpired' }));
  renderGuardedHabits(store);
  expect(await screen.findByText('landing')).toBeInTheDocument();
  const { ui } = store.getState();
  expect(ui.loginDialogOpen).toBe(true);
  expect(ui.loginError).toBe('common:errors.sessionExpired');
  expect(ui.afterLoginPath).toBe('/habits?tab=2');
});
