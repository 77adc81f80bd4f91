import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, serviceRequest, stubFetch } from '../../testing/support';
import CouponsPage from '../coupons-page';
import RewardsPage from '../rewards-page';
import ServiceRequestsPage from '../service-requests-page';

test('customer service confirms an open booking request after a confirmation dialog; answered ones are filtered', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/service-requests': () => [
      serviceRequest(1, 'requested'),
      serviceRequest(2, 'declined'),
    ],
    'PUT officefit/v1/admin/service-requests/1': () => serviceRequest(1, 'confirmed'),
  });
  const user = userEvent.setup();
  renderRoute(<ServiceRequestsPage />, { path: '/admin/service-requests', url: '/admin/service-requests' });
  // open requests first
  expect(await screen.findAllByTestId('service-request-row')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Demo GmbH');
  expect(callsTo(seen, 'PUT', 'officefit/v1/admin/service-requests/1')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', 'officefit/v1/admin/service-requests/1')[0]?.body).toEqual({
      status: 'confirmed',
    }),
  );
});

test('a coupon with a fixed amount in euros is sent in cents', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'GET officefit/v1/admin/shop/coupons': () => [],
    'POST officefit/v1/admin/shop/coupons': () => ({}),
  });
  const user = userEvent.setup();
  renderRoute(<CouponsPage />, { path: '/admin/coupons', url: '/admin/coupons' });
  await user.click(await screen.findByRole('button', { name: 'Neuer Gutscheincode' }));
  await user.type(screen.getByLabelText(/^Code/), 'WINTER5');
  await user.click(screen.getByRole('combobox', { name: 'Art des Rabatts' }));
  await user.click(screen.getByRole('option', { name: 'Fester Betrag' }));
  await user.type(screen.getByLabelText(/^Rabatt in Euro/), '5,50');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() =>
    expect(callsTo(seen, 'POST', 'officefit/v1/admin/shop/coupons')[0]?.body).toMatchObject({
      code: 'WINTER5',
      kind: 'fixed',
      value: '550',
      usage_limit: null,
    }),
  );
});

test('a reward is edited with its texts in both languages and a price in euros sent in cents', async () => {
  const product = {
    id: 3,
    slug: 'cinema-voucher',
    category: 'voucher',
    points: 800,
    price_cents: null,
    vat_rate: 19,
    physical: false,
    one_per_user: false,
    stock: null,
    out_of_stock: false,
    active: true,
    image: '/wp-json/officefit/v1/media/products/cinema-voucher.svg',
    texts: {
      de: { name: 'Kinogutschein', description: 'Ein Abend' },
      en: { name: 'Cinema voucher', description: '' },
    },
  };
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/shop/products': () => [product],
    'PUT officefit/v1/admin/shop/products/3': () => product,
  });
  const user = userEvent.setup();
  renderRoute(<RewardsPage />, { path: '/admin/rewards', url: '/admin/rewards' });
  await user.click(await screen.findByRole('button', { name: 'Prämie „Kinogutschein“ bearbeiten' }));
  const nameEn = screen.getByLabelText(/^Name \(Englisch\)/);
  await user.clear(nameEn);
  await user.type(nameEn, 'Movie voucher');
  await user.type(screen.getByLabelText(/^Preis in Euro/), '12,5');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', 'officefit/v1/admin/shop/products/3')[0]?.body).toMatchObject({
      slug: 'cinema-voucher',
      points: '800',
      price_cents: '1250',
      stock: null,
      image: 'cinema-voucher.svg',
      texts: { de: { name: 'Kinogutschein' }, en: { name: 'Movie voucher' } },
    }),
  );
});
