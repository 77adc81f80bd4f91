import { z } from 'zod';

/** POST /officefit/v1/password_lost: the e-mail address of the account. */
export const passwordLostBody = z.strictObject({
  email: z
    .string({ error: 'email must be a string.' })
    .trim()
    .toLowerCase()
    .max(254, 'email is too long.')
    .pipe(z.email('email is not a valid e-mail address.')),
});
export type PasswordLostBody = z.output<typeof passwordLostBody>;

/** POST /officefit/v1/password_reset: the key and login from the mailed link, and the new password. */
export const passwordResetBody = z.strictObject({
  key: z.string({ error: 'key must be a string.' }).trim().min(1, 'key must not be empty.').max(200),
  login: z
    .string({ error: 'login must be a string.' })
    .trim()
    .toLowerCase()
    .min(1, 'login must not be empty.')
    .max(254),
  // not trimmed: spaces are allowed in passwords; the upper bound keeps scrypt's work bounded
  password: z.string({ error: 'password must be a string.' }).min(1, 'password must not be empty.').max(1024),
});
export type PasswordResetBody = z.output<typeof passwordResetBody>;
