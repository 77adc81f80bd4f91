// The data files' round trip (issue 14): load → seed → export gives the files back byte for byte, and an
// exercise staff added lands in a data file the seed loads again; the poses go to the poses file beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, useFixture } from '../../test/test-app';
import { seedCatalogue } from '../catalogue-seed';
import { CATALOGUE_FILES, catalogueFiles, posesFileOf, posesFiles, readCatalogue, readPoses } from './export';
import { formatCatalogueFile } from './format';
import { exerciseCatalogue } from './index';
import { parseCatalogueFile } from './load';

const DATA_DIR = path.join(__dirname, 'data');
const fileText = (file: string) => readFileSync(path.join(DATA_DIR, file), 'utf8');
const current = () =>
  Object.fromEntries(CATALOGUE_FILES.map((file) => [file, JSON.parse(fileText(file))])) as Parameters<
    typeof catalogueFiles
  >[1];

const t = useFixture(createTestDatabase);
beforeAll(async () => {
  await t.db.transaction().execute((trx) => seedCatalogue(trx, exerciseCatalogue));
}, DB_SETUP_TIMEOUT_MS);

test('load → export → load is identical, byte for byte', async () => {
  const files = catalogueFiles(await readCatalogue(t.db), current());
  for (const file of CATALOGUE_FILES) {
    expect(formatCatalogueFile(files[file])).toBe(fileText(file));
  }
  const reloaded = CATALOGUE_FILES.flatMap((file) => parseCatalogueFile(file, files[file]));
  expect(reloaded).toEqual(exerciseCatalogue);
  // the poses files beside them, too (unchanged poses keep their text although jsonb reorders keys)
  const currentPoses = Object.fromEntries(
    CATALOGUE_FILES.map((file) => [file, JSON.parse(fileText(posesFileOf(file)))]),
  );
  const poses = posesFiles(files, await readPoses(t.db), currentPoses);
  for (const file of CATALOGUE_FILES) {
    expect(formatCatalogueFile(poses[file])).toBe(fileText(posesFileOf(file)));
  }
});

test('a changed text and a new exercise are exported where the seed finds them again', async () => {
  const [first] = exerciseCatalogue;
  const exercises = (await readCatalogue(t.db)).map((exercise) =>
    exercise.slug === first!.slug ? { ...exercise, en: { ...exercise.en, tip: 'A new tip.' } } : exercise,
  );
  const added = { ...first!, slug: 'staff-added-exercise', kind: 'mental' as const };
  const files = catalogueFiles([...exercises, added], current());
  expect(files['mental.json'].at(-1)).toEqual(added);
  const reloaded = CATALOGUE_FILES.flatMap((file) => parseCatalogueFile(file, files[file]));
  expect(reloaded.find((e) => e.slug === first!.slug)?.en.tip).toBe('A new tip.');
  expect(reloaded).toHaveLength(exerciseCatalogue.length + 1);
  // a demonstration staff changed in the pose editor is exported into the poses file beside the exercise
  const poses = new Map(await readPoses(t.db));
  const changed = { ...poses.get(first!.slug)!, cycleSeconds: 7 };
  poses.set(first!.slug, changed);
  poses.set(added.slug, changed);
  const exported = posesFiles(files, poses);
  const fileOfFirst = CATALOGUE_FILES.find((file) => files[file].some((r) => r.slug === first!.slug))!;
  expect(exported[fileOfFirst][first!.slug]).toEqual(changed);
  expect(exported['mental.json'][added.slug]).toEqual(changed);
});
