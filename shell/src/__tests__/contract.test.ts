import { routeTableProblems, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import accountDe from '../i18n/account.de.json';
import accountEn from '../i18n/account.en.json';
import deniedDe from '../i18n/denied.de.json';
import deniedEn from '../i18n/denied.en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  expect(missingKeys(accountDe, accountEn)).toEqual([]);
  expect(missingKeys(deniedDe, deniedEn)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
  expect(missingPlurals(accountDe, accountEn)).toEqual([]);
  expect(missingPlurals(deniedDe, deniedEn)).toEqual([]);
});

test('the route table keeps the contract: known guards, layouts and menus, each path once, labels in both languages', () => {
  expect(routeTableProblems(table as RouteMeta[])).toEqual([]);
});
