// Request pieces the training endpoints share.
import { z } from 'zod';
import { contentLangParam } from '../../../shared/params';

const MAX_ID = 2_147_483_647;

/** A positive id in a body, as a JSON number or a numeric string (WordPress clients send both). */
export const idField = z.union(
  [
    z.number().int().positive().max(MAX_ID),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().positive().max(MAX_ID)),
  ],
  { error: 'id must be a positive integer.' },
);

export { idParams } from '../../kernel';

/** Only `lang`. */
export const langQuery = z.strictObject({ lang: contentLangParam });
