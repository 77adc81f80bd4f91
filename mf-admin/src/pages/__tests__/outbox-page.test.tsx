import { screen, within } from '@testing-library/react';
import { me, renderRoute, stubFetch } from '../../testing/support';
import OutboxPage from '../outbox-page';

test('shows kind, recipient, state and time of each mail, never a subject or body', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/outbox': () => [
      {
        id: 2,
        kind: 'password_reset',
        recipient: 'adam@example.com',
        state: 'queued',
        created_at: '2026-11-24T10:00:00Z',
        sent_at: null,
      },
      {
        id: 1,
        kind: 'trial_request',
        recipient: 'sales@officefit.example',
        state: 'sent',
        created_at: '2026-11-23T10:00:00Z',
        sent_at: '2026-11-23T10:00:30Z',
      },
      {
        id: 0,
        kind: 'newsletter',
        recipient: 'eva@example.com',
        state: 'failed',
        created_at: '2026-11-22T10:00:00Z',
        sent_at: null,
      },
    ],
  });
  renderRoute(<OutboxPage />, { path: '/admin/outbox', url: '/admin/outbox' });
  const rows = await screen.findAllByTestId('outbox-row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText('Passwort zurücksetzen')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('adam@example.com')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Wartet auf Versand')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Probewoche')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Versendet')).toBeInTheDocument();
  // an unknown kind is shown as it is
  expect(within(rows[2]!).getByText('newsletter')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Fehlgeschlagen')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Betreff' })).toBeNull();
  expect(screen.getByText(/Inhalte werden nicht angezeigt/)).toBeInTheDocument();
});
