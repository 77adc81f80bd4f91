import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpList } from '../../testing/support';
import JobsPage from '../jobs-page';

const job = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'challenges.complete',
  key: 'recurring',
  recurring: true,
  every_seconds: 15,
  state: 'pending',
  attempts: 0,
  max_attempts: null,
  runs: 12,
  run_at: '2026-11-25T08:00:15Z',
  locked_by: null,
  locked_until: null,
  last_error: null,
  last_started_at: '2026-11-25T08:00:00Z',
  last_finished_at: '2026-11-25T08:00:00Z',
  created_at: '2026-11-20T08:00:00Z',
  ...over,
});

test('lists jobs with state, attempts and last error; a dead job is started again', async () => {
  let state = 'dead';
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'GET officefit/v1/admin/jobs': () =>
      wpList([
        job({
          id: 7,
          name: 'reminders.send',
          key: 'reminder:42:2026-11-25:1',
          recurring: false,
          every_seconds: null,
          state,
          attempts: state === 'dead' ? 5 : 0,
          max_attempts: 5,
          last_error: state === 'dead' ? 'connect ECONNREFUSED 127.0.0.1:587' : null,
        }),
        job({}),
      ]),
    'POST officefit/v1/admin/jobs/7/retry': () => {
      state = 'pending';
      return job({ id: 7, state: 'pending' });
    },
  });
  const user = userEvent.setup();
  renderRoute(<JobsPage />, { path: '/admin/jobs', url: '/admin/jobs' });
  const rows = await screen.findAllByTestId('job-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('reminders.send')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Abgebrochen')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('5 / 5')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('alle 15 Sekunden')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Anstehend')).toBeInTheDocument();
  // on a phone every cell names its column (cards)
  expect(within(rows[0]!).getByText('connect ECONNREFUSED 127.0.0.1:587').closest('td')).toHaveAttribute(
    'data-label',
    'Letzter Fehler',
  );
  expect(within(rows[1]!).queryByRole('button')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'reminders.send (Nr. 7) erneut starten' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/admin/jobs/7/retry')).toHaveLength(1));
  // the list is read again: the job waits for its run
  await waitFor(() =>
    expect(within(screen.getAllByTestId('job-row')[0]!).getByText('Anstehend')).toBeInTheDocument(),
  );
  // administrators see the jobs section in the area navigation
  expect(screen.getByRole('link', { name: 'Hintergrundaufgaben' })).toBeInTheDocument();
});

test('the state filter asks the backend for that state; an empty result says so', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'GET officefit/v1/admin/jobs': () => wpList([]),
  });
  const user = userEvent.setup();
  renderRoute(<JobsPage />, { path: '/admin/jobs', url: '/admin/jobs' });
  expect(await screen.findByText('Keine Aufgaben in dieser Auswahl.')).toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Abgebrochen' }));
  await waitFor(() =>
    expect(callsTo(seen, 'GET', 'officefit/v1/admin/jobs').some((c) => c.query.state === 'dead')).toBe(true),
  );
});
