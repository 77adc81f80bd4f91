// POST me/email and me/email/confirm: the new address counts once the mailed link is opened.
import type { ChangeEmailBody, EmailChangeResponse } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { consumeMailedKey, issueMailedKey } from '../../../shared/mailed-keys';
import { verifyPassword } from '../../../shared/password';
import { VERIFICATION_TTL_SECONDS } from '../../membership';
import { emailChangeLink, emailChangeMail, emailChangeNotice } from '../mail';
import * as repo from '../repository';
import { invalidUser, type ProfileServiceDeps, wrongPassword } from './context';

/** E-mail change mails per account and hour. */
const EMAIL_CHANGES_PER_HOUR = 3;

/**
 * Mails a single-use link to the new address (and a notice to the old one); the old address keeps working
 * until the link is opened. The password confirms that the account owner asks.
 */
export async function requestEmailChange(
  { db, outbox }: ProfileServiceDeps,
  userId: number,
  body: ChangeEmailBody,
): Promise<EmailChangeResponse> {
  await db.transaction().execute(async (tx) => {
    const row = await repo.findProfileRow(tx, userId, true);
    if (!row) throw invalidUser();
    if (!(await verifyPassword(body.password, row.password_hash))) {
      throw wrongPassword('password', 'incorrect_password', 'The password is not correct.');
    }
    if (body.email === row.email) {
      const message = 'This is already your e-mail address.';
      throw new AppError('invalid_data', 'email_unchanged', message, { params: { email: message } });
    }
    if (await repo.emailTaken(tx, body.email, userId)) {
      const message = 'This e-mail address is already registered.';
      throw new AppError('conflict', 'existing_user_email', message, { params: { email: message } });
    }
    if ((await repo.countEmailChangesSince(tx, userId, 3600)) >= EMAIL_CHANGES_PER_HOUR) {
      throw new AppError(
        'too_many_requests',
        'too_many_requests',
        'Too many requests. Please try again later.',
        {
          headers: { 'Retry-After': '3600' },
        },
      );
    }
    // only the newest link works
    await repo.closeEmailChanges(tx, userId);
    const key = await issueMailedKey(
      tx,
      'email_change_requests',
      { user_id: userId, new_email: body.email },
      VERIFICATION_TTL_SECONDS,
    );
    const name = row.first_name || row.email;
    const hours = VERIFICATION_TTL_SECONDS / 3600;
    const mail = emailChangeMail(row.lang, name, body.email, emailChangeLink(key), hours);
    await outbox.queue(tx, { kind: 'email_change', recipient: body.email, lang: row.lang, ...mail });
    const notice = emailChangeNotice(row.lang, name, body.email);
    await outbox.queue(tx, {
      kind: 'email_change_notice',
      recipient: row.email,
      lang: row.lang,
      ...notice,
    });
  });
  return { pending_email: body.email };
}

/** Applies the change of the link's key: the new address counts as verified; the link works once. */
export async function confirmEmailChange(
  { db }: ProfileServiceDeps,
  key: string,
): Promise<{ email: string }> {
  return db.transaction().execute(async (tx) => {
    // the request's key is used, and every other open request of the user ends with it
    const stored = await consumeMailedKey(tx, 'email_change_requests', key);
    if (!stored) {
      throw new AppError(
        'invalid_data',
        'email_change_link_invalid',
        'This link is invalid or has expired. Please request the change again.',
      );
    }
    if (await repo.emailTaken(tx, stored.new_email, stored.user_id)) {
      throw new AppError('conflict', 'existing_user_email', 'This e-mail address is already registered.');
    }
    await repo.updateUser(tx, stored.user_id, {
      email: stored.new_email,
      email_verified_at: new Date(),
    });
    return { email: stored.new_email };
  });
}
