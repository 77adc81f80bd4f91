import { act, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@officefit/i18n';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch } from '../../testing/support';
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
  expect(euro).toHaveTextContent('Status: abgeschlossen');
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

test('within its window the owner cancels an order after confirming; later there is no button', async () => {
  const soon = new Date(Date.now() + 3_600_000).toISOString();
  const seen = stubFetch({
    'GET officefit/v1/shop/orders/12': order({ cancellable_until: soon }),
    'POST officefit/v1/shop/orders/12/cancel': order({ state: 'cancelled', cancellable_until: soon }),
  });
  renderRoute(<OrderPage />, { path: '/mybonuses/orders/:id', url: '/mybonuses/orders/12' });
  await userEvent.click(await screen.findByRole('button', { name: 'Bestellung stornieren' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bestellung 12 stornieren?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, stornieren' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/shop/orders/12/cancel')).toHaveLength(1));
});

test('an order past its cancel window offers no cancel button', async () => {
  stubFetch({
    'GET officefit/v1/shop/orders/12': order({ cancellable_until: '2020-01-01T00:00:00.000Z' }),
  });
  renderRoute(<OrderPage />, { path: '/mybonuses/orders/:id', url: '/mybonuses/orders/12' });
  expect(await screen.findByTestId('order-detail')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument();
});

test('an order page names the order once and says "abgeschlossen" / "completed" for a finished one (#39)', async () => {
  stubFetch({ 'GET officefit/v1/shop/orders/12': order() });
  renderRoute(<OrderPage />, { path: '/mybonuses/orders/:id', url: '/mybonuses/orders/12' });
  const detail = await screen.findByTestId('order-detail');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellung 12');
  expect(screen.getAllByText('Bestellung 12')).toHaveLength(1);
  expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Bestelldetails');
  expect(detail).toHaveTextContent('Status: abgeschlossen');
  await act(() => setLanguage('en-US'));
  expect(await screen.findByText(/State: completed/)).toBeInTheDocument();
  expect(screen.getAllByText('Order 12')).toHaveLength(1);
  expect(within(detail).getByRole('heading', { level: 2 })).toHaveTextContent('Order details');
  await act(() => setLanguage('de-DE'));
});
