import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createTestStore, setMenuOpen, setMobileMenuOpen } from '@officefit/api';
import { RuntimeContext, type Runtime } from '../../context/runtime-context';
import { NO_WORKER } from '../../session/service-worker';
import { useNavigationEffects } from '../navigation-effects';

function Effects() {
  useNavigationEffects();
  return null;
}

function setUp() {
  const store = createTestStore();
  const pageView = jest.fn();
  const updateAvailable = jest.fn(() => false);
  const runtime: Runtime = {
    analytics: { pageView },
    updates: { updateAvailable, stop: () => undefined },
    worker: NO_WORKER,
  };
  const router = createMemoryRouter([{ path: '*', element: <Effects /> }], { initialEntries: ['/home'] });
  const mount = () =>
    render(
      <Provider store={store}>
        <RuntimeContext.Provider value={runtime}>
          <RouterProvider router={router} />
        </RuntimeContext.Provider>
      </Provider>,
    );
  return { store, pageView, updateAvailable, router, mount };
}

describe('the navigation effects (spec §2: every navigation closes the menus)', () => {
  test('a menu open when the app takes over a server-rendered page stays open; the next navigation closes it', async () => {
    const { store, pageView, updateAvailable, router, mount } = setUp();
    // the user's tap on the static page, repeated on the live one before its effects ran
    store.dispatch(setMenuOpen(true));
    store.dispatch(setMobileMenuOpen(true));
    mount();
    expect(store.getState().ui.menuOpen).toBe(true);
    expect(store.getState().ui.mobileMenuOpen).toBe(true);
    expect(pageView).toHaveBeenCalledTimes(1);
    expect(pageView).toHaveBeenLastCalledWith('/home');
    // no update is applied on the first screen: it has only just loaded
    expect(updateAvailable).not.toHaveBeenCalled();

    await act(() => router.navigate('/progress'));
    expect(store.getState().ui.menuOpen).toBe(false);
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
    expect(pageView).toHaveBeenCalledTimes(2);
    expect(pageView).toHaveBeenLastCalledWith('/progress');
    expect(updateAvailable).toHaveBeenCalledTimes(1);
  });

  test('a change of the query alone is no new page', async () => {
    const { store, pageView, router, mount } = setUp();
    mount();
    act(() => {
      store.dispatch(setMenuOpen(true));
    });
    await act(() => router.navigate('/home?range=3m'));
    expect(store.getState().ui.menuOpen).toBe(true);
    expect(pageView).toHaveBeenCalledTimes(1);
  });
});
