import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate } from '@officefit/testing';
import { HIDDEN_REPORT, renderOwnerPage } from '../testing/owner-page';
import { callsTo, wpError, expectSnackbar } from '../testing/support';

// The owner's `/company` screen, card "Mitglieder ohne Bestätigung" (issue 32): only members on the company's mail
// domain or confirmed by the owner count in the report. The real store, router, theme and i18n; only the network is
// stubbed (GET company/members/unconfirmed, POST company/members/{id}/confirm).

const LIST = 'officefit/v1/company/members/unconfirmed';

const rita = {
  id: 31,
  first_name: 'Rita',
  last_name: 'Register',
  email: 'rita@mail.example',
  registered_at: '2026-11-23T10:00:00Z',
};
const sven = {
  id: 32,
  first_name: 'Sven',
  last_name: 'Sock',
  email: 'sven@mail.example',
  registered_at: '2026-11-20T10:00:00Z',
};

/** The owner screen with a report under the floor (this card is the point) and `routes` on top. */
const renderPage = (routes: Record<string, unknown>) => renderOwnerPage({ report: HIDDEN_REPORT }, routes);
const card = () => screen.getByRole('region', { name: 'Mitglieder ohne Bestätigung' });

test('lists the waiting members after the loading state; confirming one sends POST and drops its row', async () => {
  const listed = gate();
  const confirmed = gate();
  let waiting = [rita, sven];
  const user = userEvent.setup();
  const { seen, store } = renderPage({
    [`GET ${LIST}`]: async () => {
      await listed.passed;
      return { members: waiting };
    },
    'POST officefit/v1/company/members/31/confirm': async () => {
      await confirmed.passed;
      waiting = [sven];
      return { id: 31, confirmed: true };
    },
  });

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Mitglieder ohne Bestätigung' }),
  ).toBeInTheDocument();
  expect(within(card()).getByText(/zählt nur bestätigte Mitglieder/)).toBeInTheDocument();
  expect(within(card()).getByRole('status')).toHaveTextContent('Wird geladen');

  listed.open();
  const table = await within(card()).findByRole('table', { name: '2 Mitglieder warten auf Bestätigung' });
  const rows = within(table).getAllByTestId('unconfirmed-member');
  expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Rita Register');
  expect(within(rows[0]!).getByText('rita@mail.example')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('23.11.2026')).toBeInTheDocument();
  const reportCalls = callsTo(seen, 'GET', 'officefit/v1/company/report').length;

  const button = within(rows[0]!).getByRole('button', { name: 'Rita Register bestätigen' });
  expect(button).toHaveTextContent('Bestätigen');
  await user.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  confirmed.open();

  await waitFor(() => expect(within(card()).queryByText('Rita Register')).toBeNull());
  expect(
    within(card()).getByRole('table', { name: '1 Mitglied wartet auf Bestätigung' }),
  ).toBeInTheDocument();
  expect(within(card()).getByText('Sven Sock')).toBeInTheDocument();
  expect(callsTo(seen, 'POST', 'officefit/v1/company/members/31/confirm')).toHaveLength(1);
  expect(store.getState().ui.messages).toContainEqual(
    expect.objectContaining({
      key: 'admin:owner.members.confirmed',
      values: { name: 'Rita Register' },
      severity: 'success',
    }),
  );
  // the report counts Rita now: its cached answer is fetched again
  await waitFor(() =>
    expect(callsTo(seen, 'GET', 'officefit/v1/company/report').length).toBeGreaterThan(reportCalls),
  );
});

test('a refused confirmation keeps the row and says why', async () => {
  const user = userEvent.setup();
  const { store } = renderPage({
    [`GET ${LIST}`]: { members: [sven] },
    'POST officefit/v1/company/members/32/confirm': wpError(404, 'member_not_found', 'Member not found.'),
  });

  await user.click(await screen.findByRole('button', { name: 'Sven Sock bestätigen' }));
  await expectSnackbar(store, { key: 'admin:errors.member_not_found', severity: 'error' });
  expect(within(card()).getByText('Sven Sock')).toBeInTheDocument();
});

test('no waiting members: the empty state', async () => {
  renderPage({ [`GET ${LIST}`]: { members: [] } });
  expect(await within(card()).findByText('Alle Mitglieder sind bestätigt.')).toBeInTheDocument();
  expect(within(card()).queryByRole('table')).toBeNull();
});
