// The form-only values of the health profile. The code lists it shares with the backend (sports, goals, focus
// areas, illness groups, equipment, training times, pain point episodes, red flag reasons, body regions) come
// from @officefit/domain; the form shows them in that order.

/** Exactly this many focus areas are chosen, for a focus phase of 4 weeks (spec §3, §9). */
export { FOCUS_COUNT } from '@officefit/domain';

/** Fitness level 0-3 (default 1). */
export const FITNESS_LEVELS = [0, 1, 2, 3] as const;

/** Injury duration bands: 0-7 days, 1-4 weeks, 1-3 months, longer. */
export const DURATIONS = [0, 1, 2, 3] as const;

/** Undercover preference: 0 = exercises at the desk (inconspicuous), 1 = anywhere. */
export const SUITABILITIES = [0, 1] as const;

/** The 1-5 answer scales of the "general" step. */
export const SCALES = ['stress', 'bodyfeeling', 'wellness', 'sleep', 'diet'] as const;
export type ScaleField = (typeof SCALES)[number];
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

/** A list of `count` consecutive integers from `min`. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}
