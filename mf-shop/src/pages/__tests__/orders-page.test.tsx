import { screen, within } from '@testing-library/react';
import { me, renderRoute, stubFetch } from '../../testing/support';
import { order } from '../../testing/shop-data';
import OrderPage from '../order-page';
import OrdersPage from '../orders-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('my orders: state, date, totals and the invoice of each; none yet says so', async () => {
  stubFetch({
    'GET officefit/v1/shop/orders': [
      order(),
      order({
        id: 11,
        state: 'cancelled',
        points: 200,
        total_cents: 0,
        subtotal_cents: 0,
        shipping_cents: 0,
        invoice_number: null,
      }),
    ],
  });
  renderRoute(<OrdersPage />, { path: '/mybonuses/orders', url: '/mybonuses/orders' });
  const [euro, points] = await screen.findAllByTestId('order-card');
  expect(euro).toHaveTextContent('Bestellung 12');
  expect(euro).toHaveTextContent('Bestellt am 25. November 2026');
  expect(euro).toHaveTextContent('Status: erfolgreich');
  expect(euro).toHaveTextContent(/30,50\s€/);
  expect(
    within(euro!).getByRole('button', { name: 'Rechnung RE-2026-000001 herunterladen' }),
  ).toBeInTheDocument();
  expect(points).toHaveTextContent('Status: storniert');
  expect(points).toHaveTextContent('200 Punkte');
  expect(within(points!).queryByRole('button', { name: /Rechnung/ })).not.toBeInTheDocument();
});

test('no orders yet', async () => {
  stubFetch({ 'GET officefit/v1/shop/orders': [] });
  renderRoute(<OrdersPage />, { path: '/mybonuses/orders', url: '/mybonuses/orders' });
  expect(await screen.findByText('Sie haben noch nichts bestellt.')).toBeInTheDocument();
});

test('right after the checkout the order shows the success result: number, what happens next, the balance', async () => {
  stubFetch({
    'GET officefit/v1/shop/orders/12': order({ points: 300 }),
    'GET officefit/v1/me': me({ meta: { ...me().meta, fitness_points: 50 } }),
  });
  renderRoute(<OrderPage />, { path: '/mybonuses/orders/:id', url: '/mybonuses/orders/12?placed=1' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vielen Dank für Ihre Bestellung!');
  const placed = await screen.findByTestId('order-placed');
  expect(placed).toHaveTextContent('Bestellnummer 12');
  expect(placed).toHaveTextContent('Wir versenden Ihre Prämie');
  expect(placed).toHaveTextContent('Die Rechnung RE-2026-000001 liegt der E-Mail bei.');
  expect(await screen.findByTestId('balance-now')).toHaveTextContent('Ihr Guthaben beträgt jetzt 50 Punkte.');
  expect(screen.getByTestId('order-detail')).toHaveTextContent('Hauptstraße 5');
});
