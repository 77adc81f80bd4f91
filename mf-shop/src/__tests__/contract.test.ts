import { routeTableProblems, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import accountsDe from '../i18n/accounts.de.json';
import accountsEn from '../i18n/accounts.en.json';
import { checkoutResources } from '../i18n/checkout';
import formsDe from '../i18n/forms.de.json';
import formsEn from '../i18n/forms.en.json';

const lazyResources = [{ de: accountsDe, en: accountsEn }, checkoutResources, { de: formsDe, en: formsEn }];

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  for (const resources of lazyResources) expect(missingKeys(resources.de, resources.en)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
  for (const resources of lazyResources) expect(missingPlurals(resources.de, resources.en)).toEqual([]);
});

test('the route table keeps the contract: known guards, layouts and menus, each path once, labels in both languages', () => {
  expect(routeTableProblems(table as RouteMeta[])).toEqual([]);
});
