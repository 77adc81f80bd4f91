import { z } from 'zod';
import { LANGS } from '../../shared/domain';

/** PUT /officefit/v1/me: the settings a user may change about themselves (more fields come with the profile). */
export const updateMeBody = z.strictObject({
  lang: z.enum(LANGS).optional(),
});
export type UpdateMeBody = z.output<typeof updateMeBody>;
