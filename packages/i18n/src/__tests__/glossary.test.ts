/**
 * @jest-environment node
 */
// One vocabulary (issue #39 point 3): docs/glossary.md lists the retired words per language and the one name of
// each body region; every locale JSON file of the repository must follow it. The glossary is read, not copied, so
// a new retired word is checked as soon as it is written down.
import fs from 'node:fs';
import path from 'node:path';
import { BODY_REGIONS } from '@officefit/domain';

type Lang = 'de' | 'en';

const ROOT = path.resolve(__dirname, '../../../..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);

/** The table rows of the glossary as trimmed cells (header and separator excluded). */
function glossaryRows(): string[][] {
  const text = fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => cells.length === 5 && cells[0] !== 'German' && !/^-+$/.test(cells[0] ?? ''));
}

/** The checked retired words: comma-separated entries without a note in parentheses (those are for reviews). */
function retiredWords(rows: string[][], lang: Lang): string[] {
  const column = lang === 'de' ? 3 : 4;
  return rows
    .flatMap((cells) => (cells[column] ?? '').split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== '—' && !entry.includes('('));
}

/** The one German and English name of each body region (rows whose meaning is "body region `code`"). */
function regionNames(rows: string[][]): Record<Lang, Record<string, string>> {
  const names: Record<Lang, Record<string, string>> = { de: {}, en: {} };
  for (const [de = '', en = '', meaning = ''] of rows) {
    const code = /^body region `([a-z_]+)`/.exec(meaning)?.[1];
    if (code) {
      names.de[code] = de;
      names.en[code] = en;
    }
  }
  return names;
}

/** Every locale JSON file of the repository (in an `i18n` or `locales` folder) with its language. */
function localeFiles(dir = ROOT): { file: string; lang: Lang }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return localeFiles(full);
    const lang = /(?:^|\.)(de|en)\.json$/.exec(entry.name)?.[1] as Lang | undefined;
    const inLocaleDir = /[/\\](i18n|locales)$/.test(dir);
    return lang && inLocaleDir ? [{ file: full, lang }] : [];
  });
}

function texts(obj: unknown, prefix = ''): [string, string][] {
  if (typeof obj === 'string') return [[prefix, obj]];
  if (obj === null || typeof obj !== 'object') return [];
  return Object.entries(obj).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, any-case matcher (letters and digits next to the word make it part of another word). */
function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu');
}

/** `file key: "text" uses "word"` for each retired word in a text (placeholders such as {{series}} ignored). */
function findRetired(file: string, json: unknown, words: string[]): string[] {
  return texts(json).flatMap(([key, value]) => {
    const text = value.replace(/\{\{[^}]*\}\}/g, ' ');
    return words
      .filter((word) => wordPattern(word).test(text))
      .map((word) => `${file} ${key}: uses "${word}"`);
  });
}

const rows = glossaryRows();
const files = localeFiles();
const rel = (file: string) => path.relative(ROOT, file);
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

test('the glossary lists retired words in both languages and finds the locale files of every app', () => {
  expect(retiredWords(rows, 'de')).toEqual(expect.arrayContaining(['Serie', 'Theraband', 'Gegner:in']));
  expect(retiredWords(rows, 'en')).toEqual(expect.arrayContaining(['streak', 'leaderboard']));
  // notes in parentheses are for reviews ("Firma (alone)" would flag the domain example firma.de)
  expect(retiredWords(rows, 'de')).not.toContain('Firma');
  const apps = new Set(files.map(({ file }) => rel(file).split(path.sep)[0]));
  for (const app of [
    'packages',
    'shell',
    'mf-training',
    'mf-community',
    'mf-shop',
    'mf-marketing',
    'mf-admin',
  ]) {
    expect(apps).toContain(app);
  }
  expect(files.filter(({ lang }) => lang === 'de').length).toBe(
    files.filter(({ lang }) => lang === 'en').length,
  );
});

test('the matcher finds a retired word as a whole word only, in any case, outside placeholders', () => {
  const json = {
    a: 'Ihre Serie bleibt',
    b: { c: 'Flammenserien', d: '{{series}} von {{from}}' },
    e: 'serie',
  };
  expect(findRetired('x.json', json, ['Serie'])).toEqual([
    'x.json a: uses "Serie"',
    'x.json e: uses "Serie"',
  ]);
  expect(findRetired('x.json', { a: 'Gegner:in' }, ['Gegner:in', 'Gegner'])).toHaveLength(2);
});

test.each(['de', 'en'] as const)('no %s locale file uses a retired word of the glossary', (lang) => {
  const words = retiredWords(rows, lang);
  const found = files
    .filter((f) => f.lang === lang)
    .flatMap(({ file }) => findRetired(rel(file), read(file), words));
  expect(found).toEqual([]);
});

/** The menu labels of each app's routes.json (`label: { de, en }`): header entries are texts too. */
function menuLabels(lang: Lang): { file: string; labels: Record<string, string> }[] {
  const apps = ['shell', ...fs.readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];
  return apps
    .map((app) => path.join(ROOT, app, 'src/routes.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => {
      const routes = read(file) as { id: string; menus?: { key: string; label: Record<Lang, string> }[] }[];
      const labels = Object.fromEntries(
        routes.flatMap((r) => (r.menus ?? []).map((m) => [`${r.id}.${m.key}`, m.label[lang]] as const)),
      );
      return { file: rel(file), labels };
    });
}

test.each(['de', 'en'] as const)('no %s menu label of a routes.json uses a retired word', (lang) => {
  const words = retiredWords(rows, lang);
  const all = menuLabels(lang);
  expect(all.map(({ file }) => file)).toContain(path.join('mf-admin', 'src', 'routes.json'));
  expect(all.flatMap(({ file, labels }) => findRetired(file, labels, words))).toEqual([]);
});

test.each(['de', 'en'] as const)(
  'the health profile, /pain and the admin catalogue name each body region as the glossary does (%s)',
  (lang) => {
    const names = regionNames(rows)[lang];
    expect(Object.keys(names).sort()).toEqual([...BODY_REGIONS].sort());
    const at = (file: string, ...keys: string[]) =>
      keys.reduce<unknown>((obj, key) => (obj as Record<string, unknown>)[key], read(path.join(ROOT, file)));
    expect(at(`mf-training/src/i18n/anamnesis.${lang}.json`, 'regions')).toEqual(names);
    expect(at(`mf-training/src/i18n/${lang}.json`, 'pain', 'regions')).toEqual(names);
    expect(at(`mf-admin/src/i18n/catalogue.${lang}.json`, 'catalogue', 'regions')).toEqual(names);
  },
);
