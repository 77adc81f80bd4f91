import type { CatalogueExercise } from './types';

export const upperBody: CatalogueExercise[] = [];
