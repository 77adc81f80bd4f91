import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, me, renderRoute, stubFetch, wpList } from '../../testing/support';
import RequestsPage from '../requests-page';

test('lists trial requests and marks one as started', async () => {
  let state: 'requested' | 'started' = 'requested';
  const seen = stubFetch({
    'GET officefit/v1/me': me(['customer_service']),
    'GET officefit/v1/admin/requests': () =>
      wpList([
        {
          id: 3,
          kind: 'trial',
          state,
          name: 'Eva Muster',
          email: 'eva@firma.example',
          company: 'Firma GmbH',
          phone: null,
          message: '',
          employees: 40,
          lang: 'de',
          created_at: '2026-11-23T10:00:00Z',
          started_at: state === 'started' ? '2026-11-23T11:00:00Z' : null,
          started_by: state === 'started' ? { id: 1, name: 'Sam Service' } : null,
        },
      ]),
    'PUT officefit/v1/admin/requests/3': () => {
      state = 'started';
      return {};
    },
  });
  const user = userEvent.setup();
  renderRoute(<RequestsPage />, { path: '/admin/requests', url: '/admin/requests' });
  expect(await screen.findByText('Eva Muster')).toBeInTheDocument();
  expect(screen.getByText('40 Mitarbeitende')).toBeInTheDocument();
  const row = screen.getByTestId('request-row');
  expect(within(row).getByText('Angefragt')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Probewoche von Eva Muster als gestartet markieren' }));
  expect(await screen.findByText(/Gestartet am .* von Sam Service/)).toBeInTheDocument();
  await waitFor(() =>
    expect(callsTo(seen, 'PUT', 'officefit/v1/admin/requests/3')[0]?.body).toEqual({ state: 'started' }),
  );
  // customer service sees its sections only
  expect(screen.getByRole('link', { name: 'Anfragen' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Seiten' })).toBeNull();
});
