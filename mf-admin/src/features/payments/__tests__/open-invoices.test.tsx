import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, me, renderRoute, stubFetch } from '../../../testing/support';
import PaymentsPage from '../../../pages/payments-page';

// `/admin/payments`, open invoices (issue 36): the memberships paid by invoice and not paid yet, with due date and
// dunning step in the interface language's formats; staff mark one paid (confirm-payment). Only the network is
// stubbed. Instants are at noon UTC so the dates read the same in any time zone the tests run in.

const BASE = 'officefit/v1/admin/payments';

const invoice = (overrides: object = {}) => ({
  membership_id: 41,
  user_id: 7,
  name: 'Rita Register',
  email: 'rita@example.org',
  contract_reference: 'OF-3FA0C2B91D',
  amount_cents: 1990,
  due_at: '2026-12-15T12:00:00.000Z',
  state: 'active',
  dunning_step: 'reminder_2',
  dunning_at: '2026-12-23T12:00:00.000Z',
  ...overrides,
});

const renderPage = () => renderRoute(<PaymentsPage />, { path: '/admin/payments', url: '/admin/payments' });

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
});

test('lists open invoices with due date and dunning step (de, en); staff mark one paid', async () => {
  let list: object[] = [
    invoice(),
    invoice({ membership_id: 42, contract_reference: 'OF-AAAAAAAAAA', dunning_step: null, dunning_at: null }),
  ];
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${BASE}/invoices`]: () => ({ invoices: list }),
    [`GET ${BASE}/sepa-collections`]: { collections: [] },
    'POST officefit/v1/admin/memberships/41/confirm-payment': () => {
      list = list.slice(1);
      return { membership: { id: 41 } };
    },
  });
  const user = userEvent.setup();
  renderPage();
  const table = await screen.findByRole('table', {
    name: '2 offene Rechnungen, die am längsten fälligen zuerst',
  });
  const [first] = within(table).getAllByTestId('invoice-row');
  expect(within(first!).getByText('OF-3FA0C2B91D')).toBeInTheDocument();
  expect(within(first!).getByText('19,90 €')).toBeInTheDocument();
  expect(within(first!).getByText('15.12.2026')).toBeInTheDocument();
  expect(within(first!).getByText('2. Erinnerung versandt (23.12.2026)')).toBeInTheDocument();
  expect(within(table).getByText('Noch nicht gemahnt')).toBeInTheDocument();

  await act(() => setLanguage('en-US'));
  const english = await screen.findByRole('table', { name: '2 open invoices, longest overdue first' });
  const [firstRow] = within(english).getAllByTestId('invoice-row');
  expect(within(firstRow!).getByText('Dec 15, 2026')).toBeInTheDocument();
  expect(within(firstRow!).getByText('Reminder 2 sent (Dec 23, 2026)')).toBeInTheDocument();
  expect(within(firstRow!).getByText('€19.90')).toBeInTheDocument();

  await user.click(within(english).getByRole('button', { name: 'Mark as paid: invoice OF-3FA0C2B91D' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/€19\.90 for OF-3FA0C2B91D \(Rita Register\)/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
  await waitFor(() =>
    expect(callsTo(seen, 'POST', 'officefit/v1/admin/memberships/41/confirm-payment')).toHaveLength(1),
  );
  expect(
    await screen.findByRole('table', { name: '1 open invoice, longest overdue first' }),
  ).toBeInTheDocument();
});

test('no open invoice: says so', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${BASE}/invoices`]: { invoices: [] },
    [`GET ${BASE}/sepa-collections`]: { collections: [] },
  });
  renderPage();
  expect(await screen.findByText('Keine offenen Rechnungen.')).toBeInTheDocument();
});
