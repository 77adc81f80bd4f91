import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, renderRoute, stubFetch } from '../../testing/support';
import { cart, product, treeDonation, yogaMat } from '../../testing/shop-data';
import BonusesPage from '../bonuses-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const products = [
  treeDonation,
  product({ already_bought: true, one_per_user: true, name: 'Coaching', id: 13 }),
  product({ id: 5, name: 'Widerstandsband', out_of_stock: true, stock: 0 }),
  product({ id: 14, name: 'Massage 30 Minuten', points: 2000, affordable: false }),
  yogaMat,
];

test('the list shows every reward with its price and state, the balance and the cart', async () => {
  stubFetch({
    'GET officefit/v1/shop/products': { balance: 1200, products },
    'GET officefit/v1/shop/cart': cart(),
  });
  renderRoute(<BonusesPage />, { path: '/mybonuses', url: '/mybonuses' });
  const cards = await screen.findAllByTestId('product-card');
  expect(cards).toHaveLength(5);
  expect(screen.getByTestId('bonus-balance')).toHaveTextContent('Ihr Guthaben: 1.200 Fitnesspunkte');
  expect(within(cards[0]!).getByText('200 Punkte')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Bereits gekauft')).toBeInTheDocument();
  expect(within(cards[2]!).getByText('Das Produkt ist derzeit nicht vorrätig')).toBeInTheDocument();
  expect(within(cards[3]!).getByText('Nicht genügend Fitnesspunkte')).toBeInTheDocument();
  expect(within(cards[4]!).getByText(/^24,90\s€$/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Details zu Yogamatte' })).toHaveAttribute('href', '/mybonuses/17');
  expect(await screen.findByRole('link', { name: 'Warenkorb (3 Artikel)' })).toHaveAttribute(
    'href',
    '/mybonuses/cart',
  );
});

test('the filters go to the server and into the address; nothing matching says so', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/shop/products': (call: { query: Record<string, string> }) => ({
      balance: 350,
      products: call.query.category === 'service' ? [] : products,
    }),
    'GET officefit/v1/shop/cart': cart({ lines: [] }),
  });
  const { router } = renderRoute(<BonusesPage />, { path: '/mybonuses', url: '/mybonuses' });
  await screen.findAllByTestId('product-card');
  await user.click(screen.getByRole('checkbox', { name: /mit meinen Punkten einlösen/ }));
  await user.click(screen.getByRole('checkbox', { name: 'Nicht vorrätige ausblenden' }));
  await user.click(screen.getByRole('combobox', { name: 'Kategorie' }));
  await user.click(screen.getByRole('option', { name: 'Leistungen' }));
  expect(await screen.findByText('Keine Prämie passt zu Ihren Filtern.')).toBeInTheDocument();
  const last = callsTo(seen, 'GET', 'officefit/v1/shop/products').at(-1);
  expect(last?.query).toEqual({ lang: 'de', affordable: 'true', in_stock: 'true', category: 'service' });
  await waitFor(() =>
    expect(router.state.location.search).toBe('?category=service&affordable=true&in_stock=true'),
  );
  expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeInTheDocument();
});

test('a long product name is hyphenated in its own language, never split mid-word without a hyphen (#39)', async () => {
  stubFetch({
    'GET officefit/v1/shop/products': { balance: 0, products: [product({ name: 'Einkaufsgutschein 10 €' })] },
    'GET officefit/v1/shop/cart': cart({ lines: [] }),
  });
  renderRoute(<BonusesPage />, { path: '/mybonuses', url: '/mybonuses' });
  const card = await screen.findByTestId('product-card');
  expect(card).toHaveAttribute('lang', 'de');
  const name = within(card).getByRole('heading', { level: 2, name: 'Einkaufsgutschein 10 €' });
  // hyphens where the browser can; a break without one only for a word longer than the whole line
  expect(name).toHaveStyle({ hyphens: 'auto', overflowWrap: 'break-word' });
  // the card may shrink to its column (a grid item's min-content would otherwise be the longest word)
  expect(card.closest('li')).toHaveStyle({ minWidth: '0' });
  await setLanguage('en-US');
  expect(await screen.findByTestId('product-card')).toHaveAttribute('lang', 'en');
  await setLanguage('de-DE');
});
