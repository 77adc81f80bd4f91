// E-mail verification: the link mailed at registration (and again on request), and following it.
import type { Lang } from '../../../shared/domain';
import { consumeMailedKey, issueMailedKey } from '../../../shared/mailed-keys';
import { verificationLink, verificationMail } from '../mail';
import * as repo from '../repository';
import type { Db } from '../repository';
import {
  fail,
  type MembershipContext,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFICATION_TTL_SECONDS,
} from './context';

/** Issues a verification key and queues its mail in the caller's transaction. */
export async function queueVerification(
  { outbox }: MembershipContext,
  tx: Db,
  user: { id: number; email: string; first_name: string; lang: Lang },
) {
  const key = await issueMailedKey(
    tx,
    'email_verification_keys',
    { user_id: user.id },
    VERIFICATION_TTL_SECONDS,
  );
  const mail = verificationMail(user.lang, user, verificationLink(key), VERIFICATION_TTL_SECONDS / 3600);
  await outbox.queue(tx, { kind: 'email_verification', recipient: user.email, lang: user.lang, ...mail });
}

export async function verify({ db }: MembershipContext, key: string): Promise<{ verified: true }> {
  await db.transaction().execute(async (tx) => {
    const stored = await consumeMailedKey(tx, 'email_verification_keys', key);
    // one answer for unknown, used and expired links
    if (!stored) {
      throw fail(
        'invalid_data',
        'verification_link_invalid',
        'This link is invalid or has expired. Please have a new link sent to you.',
      );
    }
    await repo.markVerified(tx, stored.user_id);
  });
  return { verified: true };
}

export async function resendVerification(ctx: MembershipContext, userId: number): Promise<{ sent: true }> {
  await ctx.db.transaction().execute(async (tx) => {
    await repo.lockUser(tx, userId);
    const user = await repo.userById(tx, userId);
    if (!user || user.email_verified_at !== null) return;
    // over the limit the answer stays the same; the links already sent still work
    if ((await repo.countVerificationKeysSince(tx, userId, 3600)) >= VERIFICATION_MAILS_PER_HOUR) return;
    await queueVerification(ctx, tx, user);
  });
  return { sent: true };
}
