// The whole exercise catalogue: physical exercises by body area plus the mental-strength exercises. The content
// lives in data/*.json (one file per group, in this order), validated here when the module is loaded.
import lower from './data/lower.json';
import mental from './data/mental.json';
import posesLower from './data/poses-lower.json';
import posesMental from './data/poses-mental.json';
import posesTrunk from './data/poses-trunk.json';
import posesUpper from './data/poses-upper.json';
import trunk from './data/trunk.json';
import upper from './data/upper.json';
import { parseCatalogueFile, parsePosesFile } from './load';
import type { ExercisePoses } from '@officefit/pose-figure';
import type { CatalogueExercise } from './types';

export type { CatalogueExercise, ExerciseTexts } from './types';

export const exerciseCatalogue: readonly CatalogueExercise[] = [
  ...parseCatalogueFile('seed/catalogue/data/upper.json', upper),
  ...parseCatalogueFile('seed/catalogue/data/trunk.json', trunk),
  ...parseCatalogueFile('seed/catalogue/data/lower.json', lower),
  ...parseCatalogueFile('seed/catalogue/data/mental.json', mental),
];

/** The demonstration (2–4 key poses) of each exercise by slug, from data/poses-*.json (beside the exercise files). */
export const exercisePoses: ReadonlyMap<string, ExercisePoses> = new Map(
  Object.entries({
    ...parsePosesFile('seed/catalogue/data/poses-upper.json', posesUpper),
    ...parsePosesFile('seed/catalogue/data/poses-trunk.json', posesTrunk),
    ...parsePosesFile('seed/catalogue/data/poses-lower.json', posesLower),
    ...parsePosesFile('seed/catalogue/data/poses-mental.json', posesMental),
  }),
);
