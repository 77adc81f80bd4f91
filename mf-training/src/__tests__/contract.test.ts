import fs from 'node:fs';
import path from 'node:path';
import { routeTableProblems, startPath, type RouteMeta } from '@officefit/shell-contract';
import { missingKeys, missingPlurals } from '@officefit/i18n';
import table from '../routes.json';
import de from '../i18n/de.json';
import en from '../i18n/en.json';
import dashboardDe from '../i18n/dashboard.de.json';
import dashboardEn from '../i18n/dashboard.en.json';
import anamnesisDe from '../i18n/anamnesis.de.json';
import anamnesisEn from '../i18n/anamnesis.en.json';

test('every text exists in German and English', () => {
  expect(missingKeys(de, en)).toEqual([]);
  expect(missingKeys(dashboardDe, dashboardEn)).toEqual([]);
  expect(missingKeys(anamnesisDe, anamnesisEn)).toEqual([]);
});

test('every counting text has its plural forms in both languages ("1 Übung", not "1 Übungen")', () => {
  expect(missingPlurals(de, en)).toEqual([]);
  expect(missingPlurals(dashboardDe, dashboardEn)).toEqual([]);
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

/** The modules `/home` loads (its static relative imports, transitively) and the text sections they use. */
function sectionsUsedBy(entry: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/^(?:import|export)\b[^;]*?from\s+'(\.[^']+)'/gm)) {
      const base = path.resolve(path.dirname(file), spec!);
      const found = ['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => base + ext).find(fs.existsSync);
      if (found) stack.push(found);
    }
    // t('section.key'), t(`section.${…}`), t(cond ? 'section.a' : 'section.b')
    for (const [, section] of source.matchAll(/['`]([a-z][A-Za-z]+)\.[A-Za-z$]/g))
      if (section && !used.has(section)) used.set(section, path.relative(path.join(__dirname, '..'), file));
  }
  return used;
}

test('the dashboard downloads only its part of the texts, and that part holds every section it uses', () => {
  const own = new Set(Object.keys(dashboardDe));
  // one place for each key
  expect(Object.keys(de).filter((section) => own.has(section))).toEqual([]);
  const used = sectionsUsedBy(path.join(__dirname, '../pages/home-page.tsx'));
  const training = new Set([...Object.keys(de), ...own]);
  const missing = [...used].filter(([section]) => training.has(section) && !own.has(section));
  expect(missing).toEqual([]);
  // the walk reaches the cards (a broken walk would find nothing to miss)
  expect([...used.keys()]).toEqual(expect.arrayContaining(['home', 'plan', 'steps', 'exercise', 'absence']));
});
