import type { CatalogueExercise } from './types';

export const mentalStrength: CatalogueExercise[] = [];
