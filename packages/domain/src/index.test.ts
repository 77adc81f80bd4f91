import * as domain from './index';
import { ANAMNESIS_EQUIPMENT, BODY_REGIONS, CONTENT_LANGS, EXERCISE_EQUIPMENT, LANGS } from './index';

const lists = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, readonly unknown[]] => Array.isArray(entry[1]),
);

test('every value list is non-empty and has no repeated value', () => {
  expect(lists.length).toBeGreaterThan(10);
  for (const [name, list] of lists) {
    expect({ name, size: new Set(list).size }).toEqual({ name, size: list.length });
    expect({ name, empty: list.length === 0 }).toEqual({ name, empty: false });
  }
});

test('the 26 body regions of spec §3', () => {
  expect(BODY_REGIONS).toHaveLength(26);
});

test('an exercise needs equipment an anamnesis can answer, and content languages are the languages', () => {
  for (const equipment of EXERCISE_EQUIPMENT) expect(ANAMNESIS_EQUIPMENT).toContain(equipment);
  expect(LANGS.map((lang) => lang.slice(0, 2))).toEqual([...CONTENT_LANGS]);
});
