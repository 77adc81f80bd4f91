// `pnpm catalogue:export`: writes the exercise catalogue of the configured database back into
// src/seed/catalogue/data/*.json and the poses into poses-*.json (formatted like the rest of the repository), so that what staff changed in the
// admin can be reviewed and committed as data. The seed then loads the same records again.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CATALOGUE_FILES,
  catalogueFiles,
  posesFileOf,
  posesFiles,
  readCatalogue,
  readPoses,
} from '../seed/catalogue/export';
import { parseCatalogueFile, parsePosesFile } from '../seed/catalogue/load';
import { formatCatalogueFile } from '../seed/catalogue/format';
import { runWithDatabase } from './with-database';

/** The data folder, the same from src (tsx) and dist. */
const DATA_DIR = path.resolve(__dirname, '../../src/seed/catalogue/data');

runWithDatabase('catalogue:export', async ({ database }) => {
  const current = Object.fromEntries(
    await Promise.all(
      CATALOGUE_FILES.map(async (file) => [
        file,
        JSON.parse(await readFile(path.join(DATA_DIR, file), 'utf8')) as Record<string, unknown>[],
      ]),
    ),
  ) as Parameters<typeof catalogueFiles>[1];
  const exercises = await readCatalogue(database.db);
  // an empty (not yet seeded) database would empty the data files
  if (exercises.length === 0) throw new Error('the database holds no exercises; run the seed first');
  const files = catalogueFiles(exercises, current);
  const currentPoses = Object.fromEntries(
    await Promise.all(
      CATALOGUE_FILES.map(async (file) => [
        file,
        JSON.parse(await readFile(path.join(DATA_DIR, posesFileOf(file)), 'utf8')) as Record<string, unknown>,
      ]),
    ),
  );
  const poses = posesFiles(files, await readPoses(database.db), currentPoses);
  for (const file of CATALOGUE_FILES) {
    // the seed must be able to load what is written: check before touching the file
    parseCatalogueFile(`seed/catalogue/data/${file}`, files[file]);
    await writeFile(path.join(DATA_DIR, file), formatCatalogueFile(files[file]));
    parsePosesFile(`seed/catalogue/data/${posesFileOf(file)}`, poses[file]);
    await writeFile(path.join(DATA_DIR, posesFileOf(file)), formatCatalogueFile(poses[file]));
    console.log(
      `[catalogue:export] ${file}: ${files[file].length} exercises, ${Object.keys(poses[file]).length} with poses`,
    );
  }
});
