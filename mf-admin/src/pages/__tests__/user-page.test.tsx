import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch } from '../../testing/support';
import AuditPage from '../audit-page';
import UserPage from '../user-page';

const detail = {
  user: {
    id: 12,
    email: 'demo@example.com',
    first_name: 'Dana',
    last_name: 'Demo',
    roles: ['subscriber'],
    company: 'Demo GmbH',
    created_at: '2026-01-01T00:00:00Z',
    email_verified: true,
    membership: { id: 3, kind: 'company', state: 'active', ends_at: '2027-01-01T00:00:00Z' },
  },
  login: { failed_attempts: 4, blocked_until: null },
  memberships: [
    {
      id: 3,
      kind: 'company',
      state: 'active',
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2027-01-01T00:00:00Z',
      duration: null,
      payment_type: 'company',
      price_cents: 0,
      payment_confirmed_at: null,
    },
  ],
  membership_history: [],
  orders: [{ id: 44, state: 'processing', points: 300, total_cents: 0, created_at: '2026-11-20T10:00:00Z' }],
  requests: [],
  mails: [],
};

test('customer service unlocks a login and cancels an order after confirming, with a snackbar', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/users/12': () => detail,
    'POST officefit/v1/admin/users/12/unlock': () => ({ failed_attempts: 0, blocked_until: null }),
    'POST officefit/v1/admin/shop/orders/44/cancel': () => ({}),
  });
  const user = userEvent.setup();
  renderRoute(<UserPage />, { path: '/admin/users/:id', url: '/admin/users/12' });
  expect(await screen.findByRole('heading', { name: 'Dana Demo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Als diese Person ansehen' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Anmeldung entsperren' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Dana Demo');
  await user.click(within(dialog).getByRole('button', { name: 'Anmeldung entsperren' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/admin/users/12/unlock')).toHaveLength(1));

  await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }));
  await user.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bestellung stornieren' }),
  );
  await waitFor(() =>
    expect(callsTo(seen, 'POST', 'officefit/v1/admin/shop/orders/44/cancel')).toHaveLength(1),
  );
});

test('marketing sees no actions it may not take; the audit log says it is closed to customer service', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['marketing']),
    'GET officefit/v1/admin/users/12': () => detail,
  });
  renderRoute(<UserPage />, { path: '/admin/users/:id', url: '/admin/users/12' });
  expect(await screen.findByText('Für diesen Bereich fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Anmeldung entsperren' })).toBeNull();
});

test('the audit log is for administrators: customer service gets the permission notice', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me(['customer_service']) });
  renderRoute(<AuditPage />, { path: '/admin/audit', url: '/admin/audit' });
  expect(await screen.findByText('Für diesen Bereich fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'officefit/v1/admin/audit')).toHaveLength(0);
});

test("a user's mails name their kind in words, also a kind this screen does not know (#39)", async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/users/12': () => ({
      ...detail,
      mails: [
        { id: 3, kind: 'shop_order', state: 'sent', created_at: '2026-11-21T10:00:00Z', sent_at: null },
        {
          id: 2,
          kind: 'stream_reminder',
          state: 'queued',
          created_at: '2026-11-20T10:00:00Z',
          sent_at: null,
        },
        { id: 1, kind: 'newsletter', state: 'failed', created_at: '2026-11-19T10:00:00Z', sent_at: null },
      ],
    }),
  });
  renderRoute(<UserPage />, { path: '/admin/users/:id', url: '/admin/users/12' });
  expect(await screen.findByText('Bestellbestätigung')).toBeInTheDocument();
  expect(screen.getByText('Livestream-Erinnerung')).toBeInTheDocument();
  expect(screen.getByText('Sonstige Mail')).toBeInTheDocument();
  for (const raw of ['shop_order', 'stream_reminder', 'newsletter'])
    expect(screen.queryByText(raw)).toBeNull();
});
