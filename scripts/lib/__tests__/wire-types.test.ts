// Wire types live in packages/domain only (issue 35): a type or interface declared under the same name in the
// backend and in a frontend app is a JSON shape written twice, and the copies drift. The names below are the copies
// still left (each to move to packages/domain/src/wire); the list may only shrink: a new copy fails here, and so
// does a name on the list that is no longer a copy.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

const STILL_TWICE = [
  'BlogConfig',
  'Coworker',
  'ExerciseActionBody',
  'ExercisePosesAnswer',
  'HabitSuggestion',
  'QuickStartKind',
  'RankingPage',
  'RankingSize',
  'SsoConfigBody',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['__tests__', 'test', 'testing', 'node_modules', 'dist'].includes(entry.name)
        ? []
        : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names of the types and interfaces the files declare (`export type X =`, `export interface X`). */
function declaredTypes(dirs: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/^export (?:interface|type) (\w+)/gm)) {
      names.add(match[1]!);
    }
  }
  return names;
}

const apps = fs
  .readdirSync(root)
  .filter((name) => /^mf-/.test(name) || name === 'shell')
  .map((name) => `${name}/src`);
const backend = declaredTypes(['backend/src']);
const frontends = declaredTypes(apps);
const twice = [...backend].filter((name) => frontends.has(name)).sort();

test('both sides declare types at all (the scan finds files)', () => {
  expect(backend.size).toBeGreaterThan(100);
  expect(frontends.size).toBeGreaterThan(100);
});

test('no JSON shape is declared in the backend and in an app beyond the known copies, which only shrink', () => {
  expect(twice).toEqual(STILL_TWICE);
});
