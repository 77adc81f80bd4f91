// Request pieces the community endpoints share.
import { z } from 'zod';
import { dateField, idField, idParams } from '../../kernel';

export { dateField, idField, idParams };

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
