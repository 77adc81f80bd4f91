import type { CatalogueExercise } from './types';

export const lowerBodyAndHands: CatalogueExercise[] = [];
