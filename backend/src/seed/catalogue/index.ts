// The whole exercise catalogue: physical exercises by body area plus the mental-strength exercises.
import { lowerBodyAndHands } from './exercises-lower';
import { mentalStrength } from './exercises-mental';
import { trunk } from './exercises-trunk';
import type { CatalogueExercise } from './types';
import { upperBody } from './exercises-upper';

export type { CatalogueExercise, ExerciseTexts } from './types';

export const exerciseCatalogue: readonly CatalogueExercise[] = [
  ...upperBody,
  ...trunk,
  ...lowerBodyAndHands,
  ...mentalStrength,
];
