// POST /jwt-auth/v1/token: the contract shared with the shell's login (@officefit/domain), with the wire messages.
import { z } from 'zod';
import { tokenBodySchema } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

export const tokenBody = wireMessages(tokenBodySchema, {
  username: { too_small: 'username must not be empty.' },
  password: { too_small: 'password must not be empty.' },
});
export type { TokenBody } from '../../shared/domain';

/** POST /jwt-auth/v1/token/revoke takes no body (the token is the Authorization header). */
export const noBody = z.strictObject({});
