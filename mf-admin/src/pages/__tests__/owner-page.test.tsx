import { screen, within } from '@testing-library/react';
import { me, renderRoute, stubFetch } from '../../testing/support';
import OwnerPage from '../owner-page';

const line = (kind: string, name: string | null, members: number) => ({
  id: kind === 'location' ? members : null,
  kind,
  name,
  members,
  active_users: members - 1,
  exercises_per_week: 2.5,
  points: members * 100,
  challenge_participants: 1,
});

test('the account owner sees the groups with "Sonstige" and the total, and can book a service', async () => {
  const seen = stubFetch({
    'GET officefit/v1/me': { ...me(['subscriber', 'company_owner']), first_name: 'Olga' },
    'GET officefit/v1/company/report': {
      company: { id: 1, name: 'Demo GmbH' },
      weeks: 4,
      from: '2026-10-29',
      to: '2026-11-25',
      min_group: 5,
      shown: true,
      groups: [line('location', 'Berlin', 8), line('location', 'München', 6), line('other', null, 7)],
      total: line('total', null, 21),
    },
    'GET officefit/v1/company/members/unconfirmed': { members: [] },
    'GET officefit/v1/company': {
      id: 1,
      name: 'Demo GmbH',
      goal_text: null,
      goal_points: null,
      services: [{ id: 4, kind: 'back_fit', format: 'workshop', note: null, active: true }],
      requests: [],
    },
  });
  renderRoute(<OwnerPage />, { path: '/company', url: '/company' });
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
  stubFetch({
    'GET officefit/v1/me': me(['subscriber', 'company_owner']),
    'GET officefit/v1/company/report': {
      company: { id: 2, name: 'Klein GmbH' },
      weeks: 4,
      from: '2026-10-29',
      to: '2026-11-25',
      min_group: 5,
      shown: false,
      groups: [],
      total: null,
    },
    'GET officefit/v1/company/members/unconfirmed': { members: [] },
    'GET officefit/v1/company': {
      id: 2,
      name: 'Klein GmbH',
      goal_text: null,
      goal_points: null,
      services: [],
      requests: [],
    },
  });
  renderRoute(<OwnerPage />, { path: '/company', url: '/company' });
  expect(await screen.findByText(/weniger als 5 Mitglieder/)).toBeInTheDocument();
  expect(screen.queryByTestId('report-row')).toBeNull();
});
