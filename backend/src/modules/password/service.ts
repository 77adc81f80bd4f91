// Password forgotten: a one-time key by mail, then a new password. The answers never tell whether an e-mail
// address has an account.
import { AppError } from '../../shared/errors';
import { hashPassword, isStrongPassword } from '../../shared/password';
import { passwordResetMail, resetLink } from './mail';
import type { PasswordRepository } from './repository';
import type { PasswordLostBody, PasswordResetBody } from './schemas';

export interface ResetLimit {
  /** Most keys (and mails) per account within the window. */
  maxPerWindow: number;
  windowSeconds: number;
}

/** 3 reset mails per account per hour. */
export const DEFAULT_RESET_LIMIT: ResetLimit = { maxPerWindow: 3, windowSeconds: 3600 };

/** How long a mailed key works. */
export const RESET_KEY_TTL_SECONDS = 3600;

export interface PasswordServiceOptions {
  resetLimit?: ResetLimit;
}

export interface PasswordService {
  requestReset(body: PasswordLostBody): Promise<{ sent: true }>;
  resetPassword(body: PasswordResetBody): Promise<{ reset: true }>;
}

function invalidKey(): AppError {
  return new AppError(
    'invalid_data',
    'invalid_key',
    'An error has occurred. Please have a new link sent to you.',
  );
}

/** Business rules of officefit/v1/password_lost and password_reset. */
export function createPasswordService(
  repo: PasswordRepository,
  options: PasswordServiceOptions = {},
): PasswordService {
  const limit = options.resetLimit ?? DEFAULT_RESET_LIMIT;

  return {
    async requestReset({ email }) {
      await repo.transaction(async (tx) => {
        const user = await tx.lockUserByEmail(email);
        if (!user) return;
        // over the limit the caller still hears "sent": the answer must not differ from any other request
        if ((await tx.countKeysSince(user.id, limit.windowSeconds)) >= limit.maxPerWindow) return;
        const key = await tx.issueKey(user.id, RESET_KEY_TTL_SECONDS);
        const mail = passwordResetMail(
          user.lang,
          user,
          resetLink(key, user.email),
          RESET_KEY_TTL_SECONDS / 60,
        );
        await tx.queueMail({ kind: 'password_reset', recipient: user.email, lang: user.lang, ...mail });
      });
      return { sent: true };
    },

    async resetPassword({ key, login, password }) {
      if (!isStrongPassword(password)) {
        throw new AppError(
          'invalid_data',
          'password_too_weak',
          'The password must have at least 8 characters with a capital letter, a small letter, a digit and a special character.',
        );
      }
      await repo.transaction(async (tx) => {
        const stored = await tx.consumeKey(key);
        // one answer for every kind of bad link, so a guessed link learns nothing; throwing undoes the key's use
        if (!stored || stored.email !== login) throw invalidKey();
        await tx.setPasswordHash(stored.user_id, await hashPassword(password));
        // whoever held a token (a stolen one included) must log in again, with the new password
        await tx.revokeTokens(stored.user_id);
        await tx.clearLoginFailures(stored.email);
      });
      return { reset: true };
    },
  };
}
