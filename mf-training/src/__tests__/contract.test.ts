import { assertGuard, LAYOUTS, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import anamnesisDe from '../i18n/anamnesis.de.json';
import anamnesisEn from '../i18n/anamnesis.en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  expect(missingKeys(anamnesisDe, anamnesisEn)).toEqual([]);
});

test('the route table names only known guards and layouts, each path once', () => {
  const routes = table as RouteMeta[];
  for (const route of routes) {
    expect(() => assertGuard(route.guard)).not.toThrow();
    expect(LAYOUTS).toContain(route.layout);
    expect(route.path.startsWith('/')).toBe(true);
  }
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
});
