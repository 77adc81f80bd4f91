import {
  menuItems,
  routeTableProblems,
  startPath,
  visibleItems,
  type RouteMeta,
} from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import catalogueDe from '../i18n/catalogue.de.json';
import catalogueEn from '../i18n/catalogue.en.json';
import teamFeedDe from '../i18n/team-feed.de.json';
import teamFeedEn from '../i18n/team-feed.en.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  expect(missingKeys(catalogueDe, catalogueEn)).toEqual([]);
  expect(missingKeys(teamFeedDe, teamFeedEn)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
  expect(missingPlurals(catalogueDe, catalogueEn)).toEqual([]);
  expect(missingPlurals(teamFeedDe, teamFeedEn)).toEqual([]);
});

test('the route table keeps the contract: known guards, layouts and menus, each path once, labels in both languages', () => {
  expect(routeTableProblems(table as RouteMeta[])).toEqual([]);
});

test('staff land in their area after a login from /: users for admins and customer service, the CMS for marketing', () => {
  const routes = table as RouteMeta[];
  const staff = (roles: string[], admin = false) => ({ admin, roles, sub: null, hasHealthProfile: false });
  expect(startPath(routes, staff(['administrator'], true))).toBe('/admin');
  expect(startPath(routes, staff(['customer_service']))).toBe('/admin');
  expect(startPath(routes, staff(['marketing']))).toBe('/admin/pages');
});

test('staff see the users area and the administration in the menu, by role', () => {
  const names = (me: Parameters<typeof visibleItems>[1]) =>
    visibleItems(menuItems(table as RouteMeta[], 'app'), me, true).map((i) => i.label.de);
  expect(names({ admin: false, roles: ['marketing'], sub: null })).toEqual(['Verwaltung']);
  expect(names({ admin: false, roles: ['customer_service'], sub: null })).toEqual(['Konten']);
  expect(names({ admin: true, roles: ['administrator'], sub: null })).toEqual(['Konten', 'Verwaltung']);
  // the account owner's own area; administrators have no company and use the admin area's reports
  expect(names({ admin: false, roles: ['subscriber', 'company_owner'], sub: null })).toEqual([
    'Mein Unternehmen',
  ]);
  expect(names(undefined)).toEqual([]);
});
