import { z } from 'zod';
import { idField } from '../kernel';

/** PUT exercise_share: the exercise and the colleague's e-mail (and optionally their user id). */
export const shareBody = z.strictObject({
  id: idField('id'),
  email: z
    .string({ error: 'email must be a valid e-mail address.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be a valid e-mail address.' }).max(254, 'email is too long.')),
  user: idField('user').optional(),
});
export type ShareBody = z.output<typeof shareBody>;
