import { menuItems, routeTableProblems, type MenuName, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
});

test('the route table keeps the contract: known guards, layouts and menus, each path once, labels in both languages', () => {
  expect(routeTableProblems(table as RouteMeta[])).toEqual([]);
});

test('the marketing area declares the logged-out header, the footer of spec §2 and the info pages', () => {
  const routes = table as RouteMeta[];
  const menu = (name: MenuName) => menuItems(routes, name).map((i) => `${i.label.de}|${i.to}`);
  expect(menu('public')).toEqual([
    'Business|/for_your_company',
    'Privat|/for_you',
    'Kontakt|/contact',
    'FAQ|/faq',
    'Team|/team',
    'Blog|/blog',
  ]);
  expect(menu('footer')).toEqual([
    'AGB|/special/terms',
    'FAQ|/faq',
    'Impressum|/special/imprint',
    'Datenschutz|/special/privacy',
    'Startseite|/',
    'Team|/team',
  ]);
  expect(menu('info')).toEqual([
    'Gut zu wissen|/special/good-to-know',
    'Referenzen|/special/references',
    'Über uns|/special/about-us',
    'Karriere|/special/career',
    'Support|/special/support',
  ]);
});
