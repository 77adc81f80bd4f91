import { act, screen, within } from '@testing-library/react';
import { MAIL_KINDS } from '@officefit/domain';
import { i18n, setLanguage } from '@officefit/i18n';
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
  // an unknown (older) kind is "other", never the raw code (#39)
  expect(within(rows[2]!).getByText('Sonstige Mail')).toBeInTheDocument();
  expect(rows[2]).not.toHaveTextContent('newsletter');
  expect(within(rows[2]!).getByText('Fehlgeschlagen')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Betreff' })).toBeNull();
  expect(screen.getByText(/Inhalte werden nicht angezeigt/)).toBeInTheDocument();
});

test('every kind the backend writes has a name in German and English, shop and stream mails included (#39)', async () => {
  stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/outbox': () =>
      MAIL_KINDS.map((kind, id) => ({
        id,
        kind,
        recipient: `${kind}@example.com`,
        state: 'sent',
        created_at: '2026-11-24T10:00:00Z',
        sent_at: '2026-11-24T10:00:30Z',
      })),
  });
  renderRoute(<OutboxPage />, { path: '/admin/outbox', url: '/admin/outbox' });
  const rows = await screen.findAllByTestId('outbox-row');
  expect(within(rows[MAIL_KINDS.indexOf('shop_order')]!).getByText('Bestellbestätigung')).toBeInTheDocument();
  expect(
    within(rows[MAIL_KINDS.indexOf('stream_reminder')]!).getByText('Livestream-Erinnerung'),
  ).toBeInTheDocument();
  for (const lang of ['de-DE', 'en-US'] as const) {
    await act(() => setLanguage(lang));
    for (const kind of MAIL_KINDS) {
      expect(i18n.exists(`admin:outbox.kinds.${kind}`)).toBe(true);
      const row = screen.getAllByTestId('outbox-row')[MAIL_KINDS.indexOf(kind)]!;
      // the kind cell is the second; a raw code ("shop_order") has an underscore, no label has one
      expect((row as HTMLTableRowElement).cells[1]?.textContent).not.toMatch(/_/);
    }
  }
  expect(
    within(screen.getAllByTestId('outbox-row')[MAIL_KINDS.indexOf('shop_order')]!).getByText(
      'Order confirmation',
    ),
  ).toBeInTheDocument();
  await act(() => setLanguage('de-DE'));
});
