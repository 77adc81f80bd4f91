import { z } from 'zod';

/** POST /jwt-auth/v1/token: e-mail (or the part before the @) and password. */
export const tokenBody = z.strictObject({
  username: z.string().trim().min(1, 'username must not be empty.').max(254),
  password: z.string().min(1, 'password must not be empty.').max(1024),
});
export type TokenBody = z.output<typeof tokenBody>;
