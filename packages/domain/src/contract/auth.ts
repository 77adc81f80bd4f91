// Log-in and password reset (docs/api-auth.md): POST jwt-auth/v1/token, password_lost, password_reset.
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './rules';

export { EMAIL_MAX, PASSWORD_MAX };
export const RESET_KEY_MAX = 200;

/** POST jwt-auth/v1/token: e-mail (or the part before the @) and password. */
export const tokenBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type TokenBodyInput = z.input<typeof tokenBodySchema>;
export type TokenBody = z.output<typeof tokenBodySchema>;

/** POST password_lost: the e-mail address of the account. */
export const passwordLostBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email()),
});
export type PasswordLostBodyInput = z.input<typeof passwordLostBodySchema>;
export type PasswordLostBody = z.output<typeof passwordLostBodySchema>;

/** POST password_reset: the key and login from the mailed link, and the new password (not trimmed). */
export const passwordResetBodySchema = z.strictObject({
  key: z.string().trim().min(1).max(RESET_KEY_MAX),
  login: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type PasswordResetBodyInput = z.input<typeof passwordResetBodySchema>;
export type PasswordResetBody = z.output<typeof passwordResetBodySchema>;
