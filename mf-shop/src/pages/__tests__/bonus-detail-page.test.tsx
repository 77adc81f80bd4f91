import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, renderRoute, stubFetch, wpError } from '../../testing/support';
import { cart, product, yogaMat } from '../../testing/shop-data';
import BonusDetailPage from '../bonus-detail-page';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

const render = (id: number) =>
  renderRoute(<BonusDetailPage />, { path: '/mybonuses/:id', url: `/mybonuses/${id}` });

test('the detail shows texts, price with VAT and shipping, stock; "add to cart" sends the amount and confirms', async () => {
  const user = userEvent.setup();
  const seen = stubFetch({
    'GET officefit/v1/shop/products/17': yogaMat,
    'GET officefit/v1/shop/cart': cart({ lines: [] }),
    'POST officefit/v1/shop/cart': cart(),
  });
  const { store } = render(17);
  expect(await screen.findByRole('heading', { level: 1, name: 'Yogamatte' })).toBeInTheDocument();
  expect(screen.getByTestId('product-price')).toHaveTextContent(/^24,90\s€$/);
  expect(screen.getByText(/^inkl\. 19 % MwSt\., zzgl\. 5,60\s€ Versand$/)).toBeInTheDocument();
  expect(screen.getByTestId('product-stock')).toHaveTextContent('Noch 25 Stück vorrätig');

  await user.click(screen.getByRole('combobox', { name: 'Anzahl' }));
  await user.click(screen.getByRole('option', { name: '2' }));
  await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/shop/cart')).toHaveLength(1));
  expect(callsTo(seen, 'POST', 'officefit/v1/shop/cart')[0]).toMatchObject({
    body: { product_id: 17, amount: 2 },
    query: { lang: 'de' },
  });
  await waitFor(() =>
    expect(store.getState().ui.messages.at(-1)).toMatchObject({
      key: 'shop:detail.added',
      values: { name: 'Yogamatte' },
      severity: 'success',
    }),
  );
  expect(await screen.findByRole('link', { name: 'Warenkorb (3 Artikel)' })).toBeInTheDocument();
});

test('an already bought or out-of-stock reward cannot be added; a refusal is shown in the shop words', async () => {
  const user = userEvent.setup();
  stubFetch({
    'GET officefit/v1/shop/products/13': product({ id: 13, one_per_user: true, already_bought: true }),
    'GET officefit/v1/shop/products/3': product(),
    'GET officefit/v1/shop/cart': cart({ lines: [] }),
    'POST officefit/v1/shop/cart': wpError(409, 'shop_out_of_stock'),
  });
  render(13);
  expect(await screen.findByText('Bereits gekauft')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();

  const { store } = render(3);
  await user.click(await screen.findByRole('button', { name: 'In den Warenkorb' }));
  await waitFor(() =>
    expect(store.getState().ui.messages.at(-1)).toMatchObject({
      key: 'shop:errors.shop_out_of_stock',
      severity: 'error',
    }),
  );
});

test('an unknown reward says "Invalid product"', async () => {
  stubFetch({
    'GET officefit/v1/shop/products/99': wpError(404, 'shop_product_invalid'),
    'GET officefit/v1/shop/cart': cart({ lines: [] }),
  });
  render(99);
  expect(await screen.findByText('Ungültiges Produkt')).toBeInTheDocument();
});
