import { routeTableProblems, startPath, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import anamnesisDe from '../i18n/anamnesis.de.json';
import anamnesisEn from '../i18n/anamnesis.en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  expect(missingKeys(anamnesisDe, anamnesisEn)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
  expect(missingPlurals(anamnesisDe, anamnesisEn)).toEqual([]);
});

test('the route table keeps the contract: known guards, layouts and menus, each path once, labels in both languages', () => {
  expect(routeTableProblems(table as RouteMeta[])).toEqual([]);
});

test('after a login from / subscribers go to /home, or to /anamnesis while their health profile is missing', () => {
  const routes = table as RouteMeta[];
  const subscriber = { admin: false, roles: ['subscriber'], sub: { status: 'active', ends_at: null } };
  expect(startPath(routes, { ...subscriber, hasHealthProfile: true })).toBe('/home');
  expect(startPath(routes, { ...subscriber, hasHealthProfile: false })).toBe('/anamnesis');
});

test('leaving the health profile or the profile with unsaved changes is guarded (spec §2)', () => {
  const guarded = (table as RouteMeta[]).filter((r) => r.guardsUnsavedChanges).map((r) => r.path);
  expect(guarded).toEqual(['/anamnesis', '/profile']);
});
