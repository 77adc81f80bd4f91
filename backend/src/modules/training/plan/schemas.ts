import { z } from 'zod';
import { idField } from '../shared/schemas';

/** day_units/{day}: a whole number; whether it is a plan day is checked by the service (404 rest_day_invalid). */
export const dayParams = z.strictObject({
  day: z
    .string()
    .regex(/^\d{1,6}$/, 'day is not of type integer.')
    .transform(Number),
});

/** start_unit / finish_unit. */
export const unitBody = z.strictObject({ id: idField });
