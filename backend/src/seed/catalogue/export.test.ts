// The data files' round trip (issue 14): load → seed → export gives the files back byte for byte, and an
// exercise staff added lands in a data file the seed loads again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../../test/test-app';
import { seedCatalogue } from '../catalogue-seed';
import { CATALOGUE_FILES, catalogueFiles, readCatalogue } from './export';
import { formatCatalogueFile } from './format';
import { exerciseCatalogue } from './index';
import { parseCatalogueFile } from './load';

const DATA_DIR = path.join(__dirname, 'data');
const fileText = (file: string) => readFileSync(path.join(DATA_DIR, file), 'utf8');
const current = () =>
  Object.fromEntries(CATALOGUE_FILES.map((file) => [file, JSON.parse(fileText(file))])) as Parameters<
    typeof catalogueFiles
  >[1];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.transaction().execute((trx) => seedCatalogue(trx, exerciseCatalogue));
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

test('load → export → load is identical, byte for byte', async () => {
  const files = catalogueFiles(await readCatalogue(t.db), current());
  for (const file of CATALOGUE_FILES) {
    expect(formatCatalogueFile(files[file])).toBe(fileText(file));
  }
  const reloaded = CATALOGUE_FILES.flatMap((file) => parseCatalogueFile(file, files[file]));
  expect(reloaded).toEqual(exerciseCatalogue);
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
});
