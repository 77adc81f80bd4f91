// The whole exercise catalogue: physical exercises by body area plus the mental-strength exercises. The content
// lives in data/*.json (one file per group, in this order), validated here when the module is loaded.
import lower from './data/lower.json';
import mental from './data/mental.json';
import trunk from './data/trunk.json';
import upper from './data/upper.json';
import { parseCatalogueFile } from './load';
import type { CatalogueExercise } from './types';

export type { CatalogueExercise, ExerciseTexts } from './types';

export const exerciseCatalogue: readonly CatalogueExercise[] = [
  ...parseCatalogueFile('seed/catalogue/data/upper.json', upper),
  ...parseCatalogueFile('seed/catalogue/data/trunk.json', trunk),
  ...parseCatalogueFile('seed/catalogue/data/lower.json', lower),
  ...parseCatalogueFile('seed/catalogue/data/mental.json', mental),
];
