import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { i18n } from '@officefit/i18n';
import { formatSlips, pageTexts } from '@officefit/testing';
import { ownerRoutes } from '../../testing/owner-page';
import { me, renderRoute, serviceRequest, stubFetch } from '../../testing/support';
import CouponsPage from '../coupons-page';
import OwnerPage from '../owner-page';
import ServiceRequestsPage from '../service-requests-page';

// Issue 39 point 4: every date and number on the staff screens in the language's own format. Each screen renders
// its fixtures (wire dates as `YYYY-MM-DD`, fractional numbers) in German and English; the page text must hold no
// ISO date and no number with the other language's decimal mark (`formatSlips`, shared with the remotes' tests).

// the owner's report has Demo GmbH's dates and 2.5 exercises a week in each line
const ROUTES = {
  ...ownerRoutes(),
  'GET officefit/v1/admin/shop/coupons': () => [
    {
      id: 1,
      code: 'WINTER',
      kind: 'fixed',
      value: 550,
      valid_from: '2026-12-01',
      valid_until: '2027-01-31',
      usage_limit: 1500,
      used_count: 12,
      active: true,
      waiting_list: 0,
    },
  ],
  'GET officefit/v1/admin/service-requests': () => [serviceRequest(1, 'requested')],
};

// screen, page, url, row test id, a fixture date as German and English write it
type Screen = [string, ReactElement, string, string, { de: string; en: string }];
const SCREENS: Screen[] = [
  [
    'owner report',
    <OwnerPage key="owner" />,
    '/company',
    'report-row',
    { de: '29.10.2026', en: 'Oct 29, 2026' },
  ],
  [
    'admin coupons',
    <CouponsPage key="coupons" />,
    '/admin/coupons',
    'coupon-row',
    { de: '01.12.2026', en: 'Dec 1, 2026' },
  ],
  [
    'service requests',
    <ServiceRequestsPage key="requests" />,
    '/admin/service-requests',
    'service-request-row',
    { de: '10.12.2026', en: 'Dec 10, 2026' },
  ],
];

afterEach(() => act(() => i18n.changeLanguage('de-DE')));

describe.each(['de', 'en'] as const)('in %s', (lang) => {
  test.each(SCREENS)(
    '%s shows no ISO date and no wrong decimal mark',
    async (_name, element, url, rowId, date) => {
      await act(() => i18n.changeLanguage(lang === 'de' ? 'de-DE' : 'en-US'));
      stubFetch({ 'GET officefit/v1/me': me(['company_owner', 'customer_service'], true), ...ROUTES });
      renderRoute(element, { path: url, url });
      expect((await screen.findAllByTestId(rowId)).length).toBeGreaterThan(0);
      expect(formatSlips(lang)).toEqual([]);
      // the fixture's date is shown, as the language writes it
      expect(pageTexts().join(' ')).toContain(date[lang]);
    },
  );
});
