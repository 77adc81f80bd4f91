// The request schemas are the contract shared with the apps (@officefit/domain), with the wire messages.
import { z } from 'zod';
import { activateStepsBodySchema, putStepsBodySchema, STEPS_PER_DAY_MAX } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

/** GET steps takes no parameters. */
export const stepsQuery = z.strictObject({});

/** PUT steps: the steps of one local day (replaces what was entered for that day). */
export const putStepsBody = wireMessages(putStepsBodySchema, {
  date: 'date must be a date (YYYY-MM-DD).',
  steps: `steps must be a whole number between 0 and ${STEPS_PER_DAY_MAX}.`,
});
export type { PutStepsBody, ActivateStepsBody } from '../../shared/domain';

/** PUT steps/activate: the step of the 3-step activation just completed. */
export const activateStepsBody = wireMessages(activateStepsBodySchema, { step: 'step must be 1, 2 or 3.' });
