// The account owner's `/company` screen in tests (jest only): the answers it asks for (report, members waiting for
// confirmation, company) as the backend gives them, and the screen stubbed and rendered at its route. A test passes
// only what it is about; the rest stays Demo GmbH's.
import OwnerPage from '../pages/owner-page';
import { me, renderRoute, stubFetch } from './support';

/** A line of the company report: a location, the "other" group or the total, with `members` people. */
export const reportLine = (kind: string, name: string | null, members: number) => ({
  id: kind === 'location' ? members : null,
  kind,
  name,
  members,
  active_users: members - 1,
  exercises_per_week: 2.5,
  points: members * 100,
  challenge_participants: 1,
});

/** The fields of Demo GmbH's 4-week report and of its company answer that a test replaces. */
export interface OwnerAnswers {
  report?: Record<string, unknown>;
  company?: Record<string, unknown>;
}

/** The owner screen's answers: Demo GmbH's report (Berlin and "other", shown), nobody waiting, no services. */
export function ownerRoutes({ report, company }: OwnerAnswers = {}): Record<string, unknown> {
  return {
    'GET officefit/v1/company/report': {
      company: { id: 1, name: 'Demo GmbH' },
      weeks: 4,
      from: '2026-10-29',
      to: '2026-11-25',
      min_group: 5,
      shown: true,
      groups: [reportLine('location', 'Berlin', 8), reportLine('other', null, 7)],
      total: reportLine('total', null, 15),
      ...report,
    },
    'GET officefit/v1/company/members/unconfirmed': { members: [] },
    'GET officefit/v1/company': {
      id: 1,
      name: 'Demo GmbH',
      goal_text: null,
      goal_points: null,
      services: [],
      requests: [],
      ...company,
    },
  };
}

/** The report of a company under the floor: no groups, no total. */
export const HIDDEN_REPORT = { shown: false, groups: [], total: null };

/**
 * Signs in an account owner, stubs the owner screen's answers (`routes` add to or replace them) and renders it at
 * `/company`. Returns the recorded calls with the render result (store, router).
 */
export function renderOwnerPage(answers: OwnerAnswers = {}, routes: Record<string, unknown> = {}) {
  const seen = stubFetch({
    'GET officefit/v1/me': me(['subscriber', 'company_owner']),
    ...ownerRoutes(answers),
    ...routes,
  });
  return { seen, ...renderRoute(<OwnerPage />, { path: '/company', url: '/company' }) };
}
