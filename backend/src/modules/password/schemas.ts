// The request schemas are the contract shared with the apps (@officefit/domain), with the wire messages.
import { passwordLostBodySchema, passwordResetBodySchema } from '../../shared/domain';
import { wireMessages } from '../../shared/validate';

/** POST /officefit/v1/password_lost: the e-mail address of the account. */
export const passwordLostBody = wireMessages(passwordLostBodySchema, {
  email: {
    invalid_type: 'email must be a string.',
    too_big: 'email is too long.',
    default: 'email is not a valid e-mail address.',
  },
});
export type { PasswordLostBody, PasswordResetBody } from '../../shared/domain';

/** POST /officefit/v1/password_reset: the key and login from the mailed link, and the new password. */
export const passwordResetBody = wireMessages(passwordResetBodySchema, {
  key: { invalid_type: 'key must be a string.', too_small: 'key must not be empty.' },
  login: { invalid_type: 'login must be a string.', too_small: 'login must not be empty.' },
  password: { invalid_type: 'password must be a string.', too_small: 'password must not be empty.' },
});
