import { Link } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import { renderRoute } from '../render-route';

test('renders the screen at its route, logged in unless told, and shows where it navigates to', async () => {
  const { store, router } = renderRoute(<Link to="/next?x=1">go</Link>, {
    path: '/here/:id',
    url: '/here/3',
  });
  expect(store.getState().auth.loggedIn).toBe(true);
  act(() => screen.getByRole('link', { name: 'go' }).click());
  expect(await screen.findByTestId('location')).toHaveTextContent('/next?x=1');
  expect(router.state.location.pathname).toBe('/next');
});

test('a layout wraps the screen and the location stub alike; logged out on request', async () => {
  const { store } = renderRoute(<Link to="/away">go</Link>, {
    path: '/',
    url: '/',
    loggedIn: false,
    layout: (element) => <main>{element}</main>,
  });
  expect(store.getState().auth.loggedIn).toBe(false);
  act(() => screen.getByRole('link', { name: 'go' }).click());
  expect(await screen.findByTestId('location')).toHaveTextContent('/away');
  expect(screen.getByRole('main')).toContainElement(screen.getByTestId('location'));
});
