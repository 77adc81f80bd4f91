// GET me/progress (issue 38): the weekly series of the progress screen for one range.
import { z } from 'zod';
import { PROGRESS_RANGES } from '../values';

/** GET me/progress?range=4w|3m|12m (default 4w). */
export const progressQuerySchema = z.strictObject({
  range: z.enum(PROGRESS_RANGES).optional(),
});
export type ProgressQuery = z.output<typeof progressQuerySchema>;
