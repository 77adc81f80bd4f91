import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, expectSnackbar } from '../../testing/support';
import TeamFeedPage from '../team-feed-page';

const post = (over: Record<string, unknown>) => ({
  id: 31,
  kind: 'strike_milestone',
  author: { id: 8, name: 'Erik Beispiel' },
  company: { id: 3, name: 'Acme GmbH' },
  value: 10,
  detail: null,
  created_at: '2026-11-25T08:00:00Z',
  cheers: 4,
  hidden_at: null,
  ...over,
});

const company = { id: 3, name: 'Acme GmbH', enable_subranking: false, members: 4, seats: 5, seats_used: 4 };

test('an administrator hides a post after confirming; the list is read again and a snackbar says so', async () => {
  let hidden = false;
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'GET officefit/v1/admin/companies': () => [{ ...company, created_at: '2026-01-01T00:00:00Z' }],
    'GET officefit/v1/admin/feed': () => ({
      posts: hidden ? [] : [post({})],
      page: 1,
      total: hidden ? 0 : 1,
      total_pages: hidden ? 0 : 1,
    }),
    'POST officefit/v1/feed/31/hide': () => {
      hidden = true;
      return { id: 31, hidden: true };
    },
  });
  const user = userEvent.setup();
  const { store } = renderRoute(<TeamFeedPage />, { path: '/admin/team-feed', url: '/admin/team-feed' });
  const [row] = await screen.findAllByTestId('team-feed-row');
  expect(row).toHaveTextContent('Erik Beispiel');
  expect(row).toHaveTextContent('Acme GmbH');
  expect(row).toHaveTextContent('Strike von 10 Tagen gehalten.');
  expect(within(row!).getByText('4').closest('td')).toHaveAttribute('data-label', 'Anfeuerungen');
  // visible posts first: those are what colleagues read
  expect(callsTo(seen, 'GET', 'officefit/v1/admin/feed')[0]!.query.state).toBe('visible');

  await user.click(
    within(row!).getByRole('button', { name: /^Beitrag von Erik Beispiel vom .* ausblenden$/ }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Beitrag ausblenden?' });
  expect(dialog).toHaveTextContent('„Strike von 10 Tagen gehalten.“ von Erik Beispiel');
  await user.click(within(dialog).getByRole('button', { name: 'Ausblenden' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/feed/31/hide')).toHaveLength(1));
  await expectSnackbar(store, { key: 'admin:teamFeed.hidden', severity: 'success' });
  expect(await screen.findByText('Keine Beiträge für diese Auswahl.')).toBeInTheDocument();
  // the section stands in the area navigation of administrators
  expect(screen.getByRole('link', { name: 'Team-Feed' })).toBeInTheDocument();
});

test('hidden posts are filtered by company and shown again; cancelling changes nothing', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': me([], true),
    'GET officefit/v1/admin/companies': () => [{ ...company, created_at: '2026-01-01T00:00:00Z' }],
    'GET officefit/v1/admin/feed': () => ({
      posts: [post({ kind: 'weekly_goal', value: null, hidden_at: '2026-11-26T09:00:00Z' })],
      page: 1,
      total: 1,
      total_pages: 1,
    }),
    'POST officefit/v1/admin/feed/31/unhide': () => ({ id: 31, hidden: false }),
  });
  const user = userEvent.setup();
  const { store } = renderRoute(<TeamFeedPage />, { path: '/admin/team-feed', url: '/admin/team-feed' });
  await screen.findAllByTestId('team-feed-row');
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  await user.click(screen.getByRole('option', { name: 'Ausgeblendet' }));
  await user.click(screen.getByRole('combobox', { name: 'Unternehmen' }));
  await user.click(await screen.findByRole('option', { name: 'Acme GmbH' }));
  await waitFor(() =>
    expect(callsTo(seen, 'GET', 'officefit/v1/admin/feed').map((c) => c.query)).toContainEqual(
      expect.objectContaining({ state: 'hidden', company: '3', page: '1' }),
    ),
  );
  const [row] = screen.getAllByTestId('team-feed-row');
  expect(row).toHaveTextContent('Wochenziel erreicht.');
  expect(row).toHaveTextContent('Ausgeblendet');

  await user.click(within(row!).getByRole('button', { name: /wieder einblenden$/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
  expect(callsTo(seen, 'POST', 'officefit/v1/admin/feed/31/unhide')).toHaveLength(0);

  await user.click(within(row!).getByRole('button', { name: /wieder einblenden$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Beitrag wieder einblenden?' });
  await user.click(within(dialog).getByRole('button', { name: 'Wieder einblenden' }));
  await waitFor(() => expect(callsTo(seen, 'POST', 'officefit/v1/admin/feed/31/unhide')).toHaveLength(1));
  await expectSnackbar(store, { key: 'admin:teamFeed.shown', severity: 'success' });
});

test('customer service gets the permission notice and no call', async () => {
  const seen = stubFetch({ 'GET officefit/v1/me': me(['customer_service']) });
  renderRoute(<TeamFeedPage />, { path: '/admin/team-feed', url: '/admin/team-feed' });
  expect(await screen.findByText('Für diesen Bereich fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
  expect(callsTo(seen, 'GET', 'officefit/v1/admin/feed')).toHaveLength(0);
});
