// Steps (docs/api-activity.md "Steps"): PUT steps (one local day) and PUT steps/activate.
import { z } from 'zod';
import { dateField } from './fields';

/** Most steps one day can hold (a typo guard, far above any real day). */
export const STEPS_PER_DAY_MAX = 100_000;

/** PUT steps: the steps of one local day (replaces what was entered for that day). */
export const putStepsBodySchema = z.strictObject({
  date: dateField(),
  steps: z.number().int().min(0).max(STEPS_PER_DAY_MAX),
});
export type PutStepsBodyInput = z.input<typeof putStepsBodySchema>;
export type PutStepsBody = z.output<typeof putStepsBodySchema>;

/** PUT steps/activate: the step of the 3-step activation just completed. */
export const activateStepsBodySchema = z.strictObject({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
});
export type ActivateStepsBody = z.output<typeof activateStepsBodySchema>;
