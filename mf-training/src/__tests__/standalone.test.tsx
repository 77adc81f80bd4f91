import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { standaloneRoutes } from '@officefit/dev-host';
import { testStore } from '@officefit/testing';
import { ThemeWrapper } from '@officefit/ui/testing';
import routes from '../routes';

function openStandalone(url: string) {
  const router = createMemoryRouter(standaloneRoutes(routes), { initialEntries: [url] });
  render(
    <Provider store={testStore({ loggedIn: false })}>
      <ThemeWrapper>
        <RouterProvider router={router} />
      </ThemeWrapper>
    </Provider>,
  );
}

test('the remote run alone opens at its root URL on the route list, the login and a hint', async () => {
  openStandalone('/');
  const nav = screen.getByRole('navigation', { name: 'Seiten dieses Bereichs' });
  expect(nav).toHaveTextContent('/home');
  expect(nav).toHaveTextContent('/anamnesis');
  expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('Dieser Bereich läuft allein.');
});

test('an address outside the remote says so beside the route list, not react-router’s bare 404', async () => {
  openStandalone('/nirgendwo');
  expect(await screen.findByRole('status')).toHaveTextContent('gehört nicht zu diesem Bereich');
  expect(screen.getByRole('navigation', { name: 'Seiten dieses Bereichs' })).toBeInTheDocument();
});
