// Request fields several modules validate the same way (ids, calendar dates), for their zod schemas.
import { z } from 'zod';
import { isValidDate } from './dates';

const MAX_ID = 2_147_483_647;

/** An exercise (or user) id: a positive integer, also as a numeric string (WordPress clients send strings). */
export const idField = (name: string) => {
  const message = `${name} must be a positive integer.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));
};

/** `{id}` in a path. */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id is not of type integer.')
    .transform(Number)
    .pipe(z.number().int().positive('id is not of type integer.').max(MAX_ID, 'id is not of type integer.')),
});

/** A calendar date 'YYYY-MM-DD' that exists. */
export const dateField = (name: string) => {
  const message = `${name} must be a date (YYYY-MM-DD).`;
  return z.string({ error: message }).refine(isValidDate, { message });
};
