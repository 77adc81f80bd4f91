// PUT officefit/v1/me: the settings a user may change about themselves (more fields come with the profile).
import { z } from 'zod';
import { LANGS } from '../lang';

export const updateMeBodySchema = z.strictObject({
  lang: z.enum(LANGS).optional(),
});
export type UpdateMeBodyInput = z.input<typeof updateMeBodySchema>;
export type UpdateMeBody = z.output<typeof updateMeBodySchema>;
