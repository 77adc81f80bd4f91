import type { CatalogueExercise } from './types';

export const trunk: CatalogueExercise[] = [];
