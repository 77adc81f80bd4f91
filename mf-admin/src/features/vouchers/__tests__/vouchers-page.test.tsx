import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@officefit/i18n';
import { callsTo, me, renderRoute, stubFetch, wpError, expectSnackbar } from '../../../testing/support';
import VouchersPage from '../../../pages/vouchers-page';

// `/admin/vouchers` (issue 36): administrators make membership vouchers and switch them off, customer service
// reads the list; only the network is stubbed (GET/POST admin/vouchers, POST admin/vouchers/{id}/disable).

const PATH = 'officefit/v1/admin/vouchers';

const voucher = (overrides: object) => ({
  id: 1,
  code: 'FIT-K7QM-3XPA-W9RD',
  duration: '3m',
  max_uses: 1,
  uses: 0,
  valid_until: '2027-01-31T22:59:59.000Z',
  created_at: '2026-11-30T09:00:00.000Z',
  state: 'unused',
  ...overrides,
});

const renderPage = () => renderRoute(<VouchersPage />, { path: '/admin/vouchers', url: '/admin/vouchers' });

afterEach(async () => {
  await act(() => setLanguage('de-DE'));
});

test('an administrator makes two 6-month vouchers: the body is checked, sent as numbers, the codes shown', async () => {
  let list = [voucher({ id: 1, state: 'used', uses: 1 })];
  const made = [
    voucher({ id: 7, code: 'FIT-AAAA-BBBB-CCCC', duration: '6m', valid_until: null }),
    voucher({ id: 8, code: 'FIT-DDDD-EEEE-FFFF', duration: '6m', valid_until: null }),
  ];
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    [`GET ${PATH}`]: () => ({ vouchers: list }),
    [`POST ${PATH}`]: () => {
      list = [...made, ...list];
      return { vouchers: made };
    },
  });
  const user = userEvent.setup();
  renderPage();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Mitgliedschafts-Gutscheine' }),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: '1 Gutschein, neueste zuerst' });
  expect(within(table).getByText('eingelöst')).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Gutscheine erstellen' });
  await user.clear(within(form).getByLabelText(/^Anzahl Codes/));
  await user.type(within(form).getByLabelText(/^Anzahl Codes/), '101');
  await user.click(within(form).getByRole('button', { name: 'Gutscheine erstellen' }));
  await waitFor(() =>
    expect(within(form).getByLabelText(/^Anzahl Codes/)).toHaveAttribute('aria-invalid', 'true'),
  );
  expect(callsTo(seen, 'POST', PATH)).toHaveLength(0);

  await user.click(within(form).getByLabelText('6 Monate'));
  await user.clear(within(form).getByLabelText(/^Anzahl Codes/));
  await user.type(within(form).getByLabelText(/^Anzahl Codes/), '2');
  await user.click(within(form).getByRole('button', { name: 'Gutscheine erstellen' }));
  const codes = await screen.findByTestId('made-codes');
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['FIT-AAAA-BBBB-CCCC', 'FIT-DDDD-EEEE-FFFF']);
  expect(callsTo(seen, 'POST', PATH).map((call) => call.body)).toEqual([
    { duration: '6m', count: 2, max_uses: 1 },
  ]);
  expect(await screen.findByRole('table', { name: '3 Gutscheine, neueste zuerst' })).toBeInTheDocument();
});

test('disabling asks first; a refusal is shown in words', async () => {
  let list = [voucher({})];
  let refuse = true;
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    [`GET ${PATH}`]: () => ({ vouchers: list }),
    [`POST ${PATH}/1/disable`]: () => {
      if (refuse) return wpError(404, 'voucher_not_found');
      list = [voucher({ state: 'disabled' })];
      return list[0];
    },
  });
  const user = userEvent.setup();
  const { store } = renderPage();
  await user.click(await screen.findByRole('button', { name: 'Gutschein FIT-K7QM-3XPA-W9RD deaktivieren' }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
  // the shell's snackbar stack shows the refusal in words (admin:errors.voucher_not_found, de + en)
  await expectSnackbar(store, { key: 'admin:errors.voucher_not_found', severity: 'error' });

  refuse = false;
  await user.click(await screen.findByRole('button', { name: 'Gutschein FIT-K7QM-3XPA-W9RD deaktivieren' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deaktivieren' }),
  );
  const row = await screen.findByTestId('voucher-row');
  await waitFor(() => expect(row).toHaveTextContent('deaktiviert'));
  expect(within(row).queryByRole('button')).toBeNull();
  expect(callsTo(seen, 'POST', `${PATH}/1/disable`)).toHaveLength(2);
});

test('customer service reads the list in English, without the form or the disable buttons', async () => {
  await act(() => setLanguage('en-US'));
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${PATH}`]: { vouchers: [voucher({ valid_until: null, state: 'unused' })] },
  });
  renderPage();
  const table = await screen.findByRole('table', { name: '1 voucher, newest first' });
  expect(within(table).getByText('no expiry')).toBeInTheDocument();
  expect(within(table).getByText('3 months')).toBeInTheDocument();
  expect(within(table).getByText('open')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Create vouchers' })).toBeNull();
  expect(within(table).queryByRole('button')).toBeNull();
});

test.each([
  [
    'de-DE' as const,
    'Gutscheine erstellen',
    /^Anzahl Codes/,
    'Höchstens 300 Gutscheincodes pro Stunde und Person.',
  ],
  ['en-US' as const, 'Create vouchers', /^Number of codes/, 'At most 300 voucher codes per hour and person.'],
])('past the hourly limit the number field says so (%s)', async (lang, formName, countLabel, text) => {
  await act(() => setLanguage(lang));
  stubFetch({
    'GET officefit/v1/me': me([], true),
    [`GET ${PATH}`]: { vouchers: [] },
    [`POST ${PATH}`]: wpError(429, 'voucher_hourly_limit'),
  });
  const user = userEvent.setup();
  renderPage();
  const form = await screen.findByRole('form', { name: formName });
  await user.click(within(form).getAllByRole('radio')[2]!);
  await user.click(within(form).getByRole('button', { name: formName }));
  const count = within(form).getByLabelText(countLabel);
  await waitFor(() => expect(count).toHaveAttribute('aria-invalid', 'true'));
  expect(within(form).getByText(new RegExp(text.replace(/\./g, '\\.')))).toBeInTheDocument();
  expect(screen.queryByTestId('made-codes')).not.toBeInTheDocument();
});
