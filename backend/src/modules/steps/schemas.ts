import { z } from 'zod';
import { dateField, MAX_STEPS_PER_DAY } from '../kernel';

/** GET steps takes no parameters. */
export const stepsQuery = z.strictObject({});

/** PUT steps: the steps of one local day (replaces what was entered for that day). */
export const putStepsBody = z.strictObject({
  date: dateField('date'),
  steps: z
    .number({ error: `steps must be a whole number between 0 and ${MAX_STEPS_PER_DAY}.` })
    .int(`steps must be a whole number between 0 and ${MAX_STEPS_PER_DAY}.`)
    .min(0, `steps must be a whole number between 0 and ${MAX_STEPS_PER_DAY}.`)
    .max(MAX_STEPS_PER_DAY, `steps must be a whole number between 0 and ${MAX_STEPS_PER_DAY}.`),
});
export type PutStepsBody = z.output<typeof putStepsBody>;

/** PUT steps/activate: the step of the 3-step activation just completed. */
export const activateStepsBody = z.strictObject({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'step must be 1, 2 or 3.' }),
});
export type ActivateStepsBody = z.output<typeof activateStepsBody>;
