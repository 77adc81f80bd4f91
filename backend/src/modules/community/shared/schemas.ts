// Request pieces the community endpoints share.
import { z } from 'zod';
import { dateField, idField } from '../../kernel';

export { dateField, idField };

const MAX_ID = 2_147_483_647;

/** `{id}` in a path. */
export const idParams = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'id is not of type integer.')
    .transform(Number)
    .pipe(z.number().int().positive('id is not of type integer.').max(MAX_ID, 'id is not of type integer.')),
});

/** No query parameters. */
export const noQuery = z.strictObject({});

/** A whole number in a body (also as a numeric string, as WordPress clients send), between min and max. */
export const intField = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number between ${min} and ${max}.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d{1,9}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
};
