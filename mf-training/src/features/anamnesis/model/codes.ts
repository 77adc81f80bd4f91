// The code lists of the health profile (spec §3). They mirror backend/src/shared/domain.ts, which the frontend
// cannot import; the order here is the order on screen. The body regions are shared with the pain search:
// features/common/body-regions.ts.

export const SPORTS = ['ballsport', 'biking', 'fitness', 'hiking', 'other', 'running', 'swimming'] as const;
export type Sport = (typeof SPORTS)[number];

export const GOALS = ['agility', 'muscle', 'painremoval', 'wellbeing'] as const;
export type Goal = (typeof GOALS)[number];

export const FOCUS_AREAS = [
  'attention',
  'biking',
  'diet',
  'management',
  'mental',
  'mobility',
  'running',
  'sleep',
  'sport',
  'strength',
  'yoga',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** Exactly this many focus areas are chosen, for a focus phase of 4 weeks (spec §3, §9). */
export const FOCUS_COUNT = 2;

export const ILLNESS_GROUPS = ['cardiovascular', 'chronic', 'respiratory'] as const;
export type IllnessGroup = (typeof ILLNESS_GROUPS)[number];

/** none, resistance band only, massage ball only, both ("yes"). */
export const EQUIPMENT = ['none', 'band', 'ball', 'all'] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** 1 female, 2 male, 3 non-binary, 4 no answer (default). */
export const GENDERS = [1, 2, 3, 4] as const;

/** Fitness level 0-3 (default 1). */
export const FITNESS_LEVELS = [0, 1, 2, 3] as const;

/** Minutes per day; 31 stands for "more than 30". */
export const TRAINING_TIMES = [5, 10, 15, 30, 31] as const;

/** Injury duration bands: 0-7 days, 1-4 weeks, 1-3 months, longer. */
export const DURATIONS = [0, 1, 2, 3] as const;

export const EPISODES = ['first', 'repeated'] as const;
export type Episode = (typeof EPISODES)[number];

/** Undercover preference: 0 = exercises at the desk (inconspicuous), 1 = anywhere. */
export const SUITABILITIES = [0, 1] as const;

/** The 1-5 answer scales of the "general" step. */
export const SCALES = ['stress', 'bodyfeeling', 'wellness', 'sleep', 'diet'] as const;
export type ScaleField = (typeof SCALES)[number];
export const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

/** Value ranges of docs/api-training.md and the form. */
export const LIMITS = {
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 300 },
  sportsFrequency: { min: 0, max: 7 },
  workhoursSitting: { min: 0, max: 16 },
  workoutdays: { min: 1, max: 7 },
  workoutminutes: { min: 1, max: 600 },
  severity: { min: 0, max: 10 },
  text: 500,
} as const;

export const RED_FLAG_REASONS = ['severe', 'worsening', 'accident', 'numbness', 'long_unexamined'] as const;
export type RedFlagReason = (typeof RED_FLAG_REASONS)[number];

/** A list of `count` consecutive integers from `min`. */
export function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}
