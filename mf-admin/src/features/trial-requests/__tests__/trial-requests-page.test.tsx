import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gate } from '@officefit/testing';
import {
  callsTo,
  me,
  renderRoute,
  Reply,
  stubFetch,
  wpError,
  expectSnackbar,
} from '../../../testing/support';
import TrialRequestsPage from '../../../pages/trial-requests-page';

// `/admin/trial-requests` as customer service meets it: the real store, router, theme and i18n around the page,
// only the network stubbed (GET admin/trial-requests?registered=false, PUT admin/requests/{id}).

const PATH = 'officefit/v1/admin/trial-requests';

const eva = {
  id: 3,
  name: 'Eva Muster',
  email: 'eva@firma.example',
  company: 'Firma GmbH',
  phone: '+49 30 1234567',
  state: 'requested' as const,
  created_at: '2026-11-23T10:00:00Z',
  registered: false,
};
const otto = {
  id: 2,
  name: 'Otto Offen',
  email: 'otto@example.com',
  company: null,
  phone: null,
  state: 'started' as const,
  created_at: '2026-11-20T08:30:00Z',
  registered: false,
};

const renderPage = () =>
  renderRoute(<TrialRequestsPage />, { path: '/admin/trial-requests', url: '/admin/trial-requests' });

test('shows the loading state, then the requests without an account, and marks one as handled', async () => {
  const answer = gate();
  let evaState: 'requested' | 'started' = 'requested';
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${PATH}`]: async () => {
      await answer.passed;
      return { requests: [{ ...eva, state: evaState }, otto] };
    },
    'PUT officefit/v1/admin/requests/3': () => {
      evaState = 'started';
      return {};
    },
  });
  const user = userEvent.setup();
  const { store } = renderPage();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Probewochen ohne Konto' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
  expect(screen.queryByRole('table')).toBeNull();

  answer.open();
  const table = await screen.findByRole('table', { name: '2 Anfragen ohne Konto' });
  expect(screen.queryByText('Wird geladen …')).toBeNull();
  // only requests without an account are asked for
  expect(callsTo(seen, 'GET', PATH)[0]?.query).toEqual({ registered: 'false' });
  for (const header of ['Eingegangen', 'Kontakt', 'Unternehmen', 'Status']) {
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
  }
  const rows = within(table).getAllByTestId('trial-request-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Eva Muster')).toBeInTheDocument();
  expect(within(rows[0]!).getByRole('link', { name: 'eva@firma.example' })).toHaveAttribute(
    'href',
    'mailto:eva@firma.example',
  );
  expect(within(rows[0]!).getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
    'href',
    'tel:+49 30 1234567',
  );
  expect(within(rows[0]!).getByText('Firma GmbH')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Offen')).toBeInTheDocument();
  expect(within(rows[0]!).getByText(/23\.11\.2026/)).toBeInTheDocument();
  // a handled request has no button; a missing company shows a dash
  expect(within(rows[1]!).getByText('Erledigt')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('–')).toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button')).toBeNull();

  await user.click(
    within(rows[0]!).getByRole('button', { name: 'Anfrage von Eva Muster als erledigt markieren' }),
  );
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', 'officefit/v1/admin/requests/3')[0]?.body).toEqual({ state: 'started' }),
  );
  // the shell's snackbar stack shows the confirmation
  await expectSnackbar(store, {
    key: 'admin:trials.handled',
    values: { name: 'Eva Muster' },
    severity: 'success',
  });
  // the list is loaded again and shows the request as handled
  await waitFor(() => expect(within(rows[0]!).getByText('Erledigt')).toBeInTheDocument());
  expect(within(rows[0]!).queryByRole('button')).toBeNull();
});

test('says so when every trial request already has an account', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${PATH}`]: { requests: [] },
  });
  renderPage();
  expect(await screen.findByText('Keine offenen Anfragen ohne Konto.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
});

test('shows an error with "try again", which loads the list again', async () => {
  // the failed load is logged (spec §8); kept out of the test output
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let fail = true;
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    [`GET ${PATH}`]: () => (fail ? wpError(500, 'internal_error') : new Reply(200, { requests: [eva] })),
  });
  const user = userEvent.setup();
  renderPage();

  expect(await screen.findByText('Inhalte können nicht geladen werden.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
  expect(screen.queryByText('Keine offenen Anfragen ohne Konto.')).toBeNull();
  expect(warn).toHaveBeenCalled();

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  const table = await screen.findByRole('table', { name: '1 Anfrage ohne Konto' });
  expect(within(table).getByText('Eva Muster')).toBeInTheDocument();
  expect(screen.queryByText('Inhalte können nicht geladen werden.')).toBeNull();
  expect(callsTo(seen, 'GET', PATH)).toHaveLength(2);
  warn.mockRestore();
});
