import { landingSlug, LANDING_ROUTE_IDS } from '../landing-slugs';
import { LANDING_SCREENS } from '../cms-pages';

test('every landing route asks the CMS for its slug; bad special names ask for nothing', () => {
  expect(landingSlug('landing', {})).toBe('');
  expect(landingSlug('for_your_company', {})).toBe('for_your_company');
  expect(landingSlug('special', { name: 'imprint' })).toBe('special/imprint');
  expect(landingSlug('special', { name: 'summer-2026' })).toBe('special/summer-2026');
  expect(landingSlug('special', { name: '../admin' })).toBeNull();
  expect(landingSlug('special', {})).toBeNull();
  expect(landingSlug('blog', {})).toBeNull();
});

test('every landing route id has a screen for the server render', () => {
  expect(Object.keys(LANDING_SCREENS).sort()).toEqual([...LANDING_ROUTE_IDS].sort());
});
