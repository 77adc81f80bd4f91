// The content rules of the training issue, checked on the shipped catalogue so that an edit cannot break them.
import { BODY_REGIONS, FOCUS_AREAS, GOALS, MAX_EXERCISE_SECONDS } from '../../shared/domain';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { exerciseCatalogue } from './index';
import { parseCatalogueFile } from './load';
import type { ExerciseTexts } from './types';

const physical = exerciseCatalogue.filter((e) => e.kind !== 'mental');
const mental = exerciseCatalogue.filter((e) => e.kind === 'mental');
const TEXT_FIELDS: (keyof ExerciseTexts)[] = [
  'name',
  'startingPosition',
  'sequence',
  'duration',
  'effect',
  'commonMistakes',
  'tip',
];
// Words that would turn an exercise text into a medical promise (German and English).
const CLAIMS = /\b(heilt|heilen|therapiert|diagnos\w*|cures?|heals?|treats?|diagnos\w*)\b/i;

test('at least 100 physical and 20 mental-strength exercises', () => {
  expect(physical.length).toBeGreaterThanOrEqual(100);
  expect(mental.length).toBeGreaterThanOrEqual(20);
});

test('slugs are unique kebab-case', () => {
  const slugs = exerciseCatalogue.map((e) => e.slug);
  expect(new Set(slugs).size).toBe(slugs.length);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});

test('every body region is the target of at least 3 exercises', () => {
  for (const region of BODY_REGIONS) {
    const count = exerciseCatalogue.filter((e) => e.regions.includes(region)).length;
    expect({ region, count: Math.min(count, 3) }).toEqual({ region, count: 3 });
  }
});

test('every exercise has all texts in German and English, at most 5 minutes and valid codes', () => {
  for (const e of exerciseCatalogue) {
    for (const lang of ['de', 'en'] as const) {
      for (const field of TEXT_FIELDS) {
        expect({ slug: e.slug, lang, field, filled: e[lang][field].trim().length > 2 }).toEqual({
          slug: e.slug,
          lang,
          field,
          filled: true,
        });
      }
    }
    expect(e.durationSeconds).toBeGreaterThan(0);
    expect(e.durationSeconds).toBeLessThanOrEqual(MAX_EXERCISE_SECONDS);
    expect([1, 2, 3]).toContain(e.level);
    expect(e.regions.length).toBeGreaterThan(0);
    expect(e.focus.length).toBeGreaterThan(0);
    expect(e.goals.length).toBeGreaterThan(0);
    for (const r of [...e.regions, ...e.contraindicatedRegions]) expect(BODY_REGIONS).toContain(r);
    for (const f of e.focus) expect(FOCUS_AREAS).toContain(f);
    for (const g of e.goals) expect(GOALS).toContain(g);
  }
});

test('every equipment option, level and physical kind is offered', () => {
  for (const equipment of ['none', 'band', 'ball'] as const) {
    expect(physical.filter((e) => e.equipment === equipment).length).toBeGreaterThanOrEqual(5);
  }
  for (const level of [1, 2, 3] as const) {
    expect(physical.filter((e) => e.level === level).length).toBeGreaterThanOrEqual(10);
  }
  for (const kind of ['strengthening', 'mobility', 'relaxation'] as const) {
    expect(physical.filter((e) => e.kind === kind).length).toBeGreaterThanOrEqual(15);
  }
  expect(physical.filter((e) => e.undercover).length).toBeGreaterThanOrEqual(30);
  expect(physical.filter((e) => e.gentle).length).toBeGreaterThanOrEqual(30);
});

test('texts make no diagnosis or treatment claims', () => {
  for (const e of exerciseCatalogue) {
    for (const lang of ['de', 'en'] as const) {
      for (const field of TEXT_FIELDS) expect(`${e.slug}: ${e[lang][field]}`).not.toMatch(CLAIMS);
    }
  }
});

test('every data file parses, and the catalogue is their content in group order', () => {
  const dir = path.join(__dirname, 'data');
  // one exercises file per group and the poses file beside it
  expect(readdirSync(dir).sort()).toEqual(
    ['lower', 'mental', 'trunk', 'upper'].flatMap((group) => [`${group}.json`, `poses-${group}.json`]).sort(),
  );
  const parsed = ['upper', 'trunk', 'lower', 'mental'].flatMap((group) =>
    parseCatalogueFile(`${group}.json`, JSON.parse(readFileSync(path.join(dir, `${group}.json`), 'utf8'))),
  );
  expect(parsed).toEqual(exerciseCatalogue);
});

test('a malformed data file is refused with a message naming the file, the exercise and the field', () => {
  const [first, second] = exerciseCatalogue;
  const broken = [first, { ...second, level: 4, de: { ...second!.de, tip: '' } }];
  expect(() => parseCatalogueFile('upper.json', broken)).toThrow(
    new RegExp(
      `upper\\.json: exercise 2 "${second!.slug}", field level:[^\\n]*\\n` +
        `upper\\.json: exercise 2 "${second!.slug}", field de\\.tip: must not be empty`,
    ),
  );
  expect(() => parseCatalogueFile('upper.json', [{ ...first, colour: 'red' }])).toThrow(
    /upper\.json: exercise 1 "[a-z-]+": Unrecognized key: "colour"/,
  );
  expect(() => parseCatalogueFile('upper.json', { slug: 'x' })).toThrow(/upper\.json: /);
});
