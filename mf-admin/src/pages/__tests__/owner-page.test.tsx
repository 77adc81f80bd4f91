import { screen, within } from '@testing-library/react';
import { HIDDEN_REPORT, renderOwnerPage, reportLine } from '../../testing/owner-page';
import { me } from '../../testing/support';

test('the account owner sees the groups with "Sonstige" and the total, and can book a service', async () => {
  const { seen } = renderOwnerPage(
    {
      report: {
        groups: [
          reportLine('location', 'Berlin', 8),
          reportLine('location', 'München', 6),
          reportLine('other', null, 7),
        ],
        total: reportLine('total', null, 21),
      },
      company: { services: [{ id: 4, kind: 'back_fit', format: 'workshop', note: null, active: true }] },
    },
    { 'GET officefit/v1/me': { ...me(['subscriber', 'company_owner']), first_name: 'Olga' } },
  );
  const rows = await screen.findAllByTestId('report-row');
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
    'Berlin (Standort)',
    'München (Standort)',
    'Sonstige',
    'Gesamt',
  ]);
  expect(screen.getByRole('button', { name: 'Als CSV herunterladen' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Buchung anfragen' })).toBeInTheDocument();
  expect(seen.some((c) => c.path === 'officefit/v1/company/report' && c.query.weeks === '4')).toBe(true);
});

test('a company under the floor shows no figures', async () => {
  const klein = { id: 2, name: 'Klein GmbH' };
  renderOwnerPage({ report: { ...HIDDEN_REPORT, company: klein }, company: klein });
  expect(await screen.findByText(/weniger als 5 Mitglieder/)).toBeInTheDocument();
  expect(screen.queryByTestId('report-row')).toBeNull();
});
