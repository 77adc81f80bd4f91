import { z } from 'zod';
import { contentLangParam } from '../../shared/params';

/** GET /officefit/v1/exercises: language and an optional tag (`mental` = mental-strength exercises only). */
export const listExercisesQuery = z.strictObject({
  lang: contentLangParam,
  tag: z.enum(['mental'], { error: 'tag must be mental.' }).optional(),
});
export type ListExercisesQuery = z.output<typeof listExercisesQuery>;
