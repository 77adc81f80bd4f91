import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, me, renderRoute, stubFetch, wpError, expectSnackbar } from '../../../testing/support';
import PaymentsPage from '../../../pages/payments-page';

// `/admin/payments` (issue 36): staff make the SEPA collection file and download it, and import the bank's
// camt.053 statement; only the network is stubbed.

const BASE = 'officefit/v1/admin/payments';

const collection = (overrides: object = {}) => ({
  id: 3,
  message_id: 'OFC-0A1B2C3D4E5F',
  collection_date: '2026-12-11',
  payment_count: 2,
  total_cents: 19890,
  created_at: '2026-12-06T09:00:00.000Z',
  ...overrides,
});

const renderPage = () => renderRoute(<PaymentsPage />, { path: '/admin/payments', url: '/admin/payments' });

beforeAll(() => {
  // saveFile hands the download to the browser through an object URL
  URL.createObjectURL = jest.fn(() => 'blob:collection');
  URL.revokeObjectURL = jest.fn();
});

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
});

test('staff make a collection file, it is downloaded and listed; in English too', async () => {
  let list: object[] = [];
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${BASE}/invoices`]: { invoices: [] },
    [`GET ${BASE}/sepa-collections`]: () => ({ collections: list }),
    [`POST ${BASE}/sepa-collections`]: () => {
      list = [collection()];
      return collection();
    },
    [`GET ${BASE}/sepa-collections/3/file`]: () => '<Document/>',
  });
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Zahlungen' })).toBeInTheDocument();
  expect(await screen.findByText('Noch keine Einzugsdatei erstellt.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Einzugsdatei erstellen' }));
  await waitFor(() => expect(callsTo(seen, 'GET', `${BASE}/sepa-collections/3/file`)).toHaveLength(1));
  const table = await screen.findByRole('table', { name: '1 Einzugsdatei, neueste zuerst' });
  expect(within(table).getByText('OFC-0A1B2C3D4E5F')).toBeInTheDocument();
  expect(within(table).getByText('198,90 €')).toBeInTheDocument();
  expect(callsTo(seen, 'POST', `${BASE}/sepa-collections`)).toHaveLength(1);

  await act(() => setLanguage('en-US'));
  expect(await screen.findByRole('table', { name: '1 collection file, newest first' })).toBeInTheDocument();
  expect(
    screen.getByRole('button', { name: 'Download XML: collection file OFC-0A1B2C3D4E5F' }),
  ).toBeInTheDocument();
});

test('nothing due: the refusal is shown in words', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${BASE}/invoices`]: { invoices: [] },
    [`GET ${BASE}/sepa-collections`]: { collections: [] },
    [`POST ${BASE}/sepa-collections`]: () => wpError(409, 'no_due_payments'),
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Einzugsdatei erstellen' }));
  await expectSnackbar(store, { key: 'admin:errors.no_due_payments', severity: 'error' });
});

test('a statement import shows what was marked and the unmatched entries (de, en); a missing file is named', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${BASE}/invoices`]: { invoices: [] },
    [`GET ${BASE}/sepa-collections`]: { collections: [] },
    [`POST ${BASE}/bank-statements`]: {
      statements: [{ statement_id: 'STMT-1', already_imported: false }],
      paid: [11, 12],
      returned: [13],
      unmatched: [
        {
          amount_cents: 4200,
          credit: true,
          reference: null,
          remittance: 'Spende',
          booking_date: '2026-12-07',
        },
      ],
    },
  });
  const user = userEvent.setup();
  renderPage();
  const form = await screen.findByRole('form', { name: 'Kontoauszug importieren' });
  await user.click(within(form).getByRole('button', { name: 'Kontoauszug importieren' }));
  expect(await within(form).findByText('Bitte wählen Sie eine Datei.')).toBeInTheDocument();

  const file = new File(['<Document/>'], 'statement.xml', { type: 'application/xml' });
  await user.upload(within(form).getByLabelText('Kontoauszug (camt.053-XML)'), file);
  await user.click(within(form).getByRole('button', { name: 'Kontoauszug importieren' }));
  expect(await within(form).findByText('Importiert: 2 bezahlt, 1 zurückgegeben.')).toBeInTheDocument();
  const table = within(form).getByRole('table', { name: '1 Buchung ohne passende Zahlung' });
  expect(within(table).getByText('Spende')).toBeInTheDocument();

  await act(() => setLanguage('en-US'));
  expect(await within(form).findByText('Imported: 2 paid, 1 returned.')).toBeInTheDocument();
  expect(within(form).getByRole('table', { name: '1 entry without a matching payment' })).toBeInTheDocument();
});
