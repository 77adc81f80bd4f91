import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderRoute, stubFetch } from '../../testing/support';
import { cart, line, pointsOnlyCart, product, yogaMat } from '../../testing/shop-data';
import CartPage from '../cart-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const render = () => renderRoute(<CartPage />, { path: '/mybonuses/cart', url: '/mybonuses/cart' });

test('the summary shows points, euro subtotal, shipping, total with its VAT and the balance after the order', async () => {
  stubFetch({ 'GET officefit/v1/shop/cart': cart() });
  render();
  const summary = await screen.findByTestId('price-summary');
  // Intl separates the euro sign with a no-break space
  const row = (testId: string) => within(summary).getByTestId(testId).textContent?.replace(/\s/g, ' ');
  expect(row('summary-points')).toBe('600 Punkte');
  expect(row('summary-subtotal')).toBe('24,90 €');
  expect(row('summary-shipping')).toBe('5,60 €');
  expect(row('summary-total')).toBe('30,50 €');
  expect(row('summary-vat')).toBe('4,87 €');
  expect(row('summary-balance')).toBe('1.200 Punkte');
  expect(row('summary-balance-after')).toBe('600 Punkte');
  expect(within(summary).queryByTestId('summary-discount')).not.toBeInTheDocument();
  expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
  expect(screen.getByText('je 300 Punkte')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/mybonuses/checkout');
});

test('a points-only cart shows no euro rows and says it is paid with points', async () => {
  stubFetch({
    'GET officefit/v1/shop/cart': pointsOnlyCart(),
  });
  render();
  expect(await screen.findByText('Sie bezahlen nur mit Fitnesspunkten.')).toBeInTheDocument();
  expect(screen.queryByTestId('summary-total')).not.toBeInTheDocument();
  expect(screen.getByTestId('summary-balance-after')).toHaveTextContent('150 Punkte');
});

test('changing an amount and removing a line send the change and show the cart the server answers', async () => {
  const user = userEvent.setup();
  const after = cart({ lines: [line(product(), 3), line(yogaMat)], points: 900 });
  const seen = stubFetch({
    'GET officefit/v1/shop/cart': cart(),
    'PUT officefit/v1/shop/cart/3': after,
    'DELETE officefit/v1/shop/cart/17': cart({ lines: [line(product(), 2)], subtotal_cents: 0 }),
  });
  const { store } = render();
  await user.click(await screen.findByRole('combobox', { name: 'Anzahl von Massageball' }));
  await user.click(screen.getByRole('option', { name: '3' }));
  await waitFor(() => expect(screen.getByTestId('summary-points')).toHaveTextContent('900 Punkte'));
  expect(callsTo(seen, 'PUT', 'officefit/v1/shop/cart/3')[0]).toMatchObject({
    body: { amount: 3 },
    query: { lang: 'de' },
  });

  await user.click(screen.getByRole('button', { name: 'Yogamatte entfernen' }));
  await waitFor(() => expect(callsTo(seen, 'DELETE', 'officefit/v1/shop/cart/17')).toHaveLength(1));
  await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  expect(store.getState().ui.messages.at(-1)).toMatchObject({
    key: 'shop:cart.removed',
    values: { name: 'Yogamatte' },
  });
});

test('an empty cart says so and leads back to the rewards', async () => {
  stubFetch({ 'GET officefit/v1/shop/cart': cart({ lines: [], points: 0, subtotal_cents: 0 }) });
  render();
  expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Prämien ansehen' })).toHaveAttribute('href', '/mybonuses');
});

test('a cart the balance does not cover shows "Not enough fitness points" and no way to the checkout', async () => {
  stubFetch({ 'GET officefit/v1/shop/cart': cart({ balance: 500, balance_after: -100 }) });
  render();
  expect(await screen.findByTestId('not-enough-points')).toHaveTextContent('Nicht genügend Fitnesspunkte');
  expect(screen.getByTestId('summary-balance-after')).toHaveTextContent('-100 Punkte');
  expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
});

test('a one-per-user reward is offered once', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/shop/cart': cart({ lines: [line(product({ one_per_user: true, name: 'Coaching' }))] }),
  });
  render();
  await user.click(await screen.findByRole('combobox', { name: 'Anzahl von Coaching' }));
  expect(screen.getAllByRole('option')).toHaveLength(1);
});
