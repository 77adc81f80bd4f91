// § 312k BGB without login: a match (e-mail, both names, birthdate or contract reference) with something to cancel
// gets the receipt and a confirmation link by mail; nothing ends before the link is followed.
import type { CancelMembershipResponse, CancelWithoutLoginBody } from '../../../shared/domain';
import { consumeMailedKey, issueMailedKey } from '../../../shared/mailed-keys';
import { cancellationConfirmLink, cancellationRequestMail } from '../mail';
import * as repo from '../repository';
import type { Db } from '../repository';
import {
  CANCELLATION_MAILS_PER_HOUR,
  CANCELLATION_TTL_SECONDS,
  fail,
  type MembershipContext,
  throttle,
} from './context';
import { lockAndCancel } from './cancel';
import { cancellable, currentOf, pendingOf } from './standing';

/** The answer is the same whatever happened. */
export async function cancelWithoutLogin(
  ctx: MembershipContext,
  body: CancelWithoutLoginBody,
  client: string,
): Promise<{ received: true }> {
  await throttle(ctx, 'cancel-without-login', client);
  await ctx.db.transaction().execute(async (tx) => {
    const user = await matchingAccount(tx, body);
    if (!user) return;
    await repo.lockUser(tx, user.id);
    const rows = await repo.membershipsOf(tx, user.id);
    if (!cancellable(currentOf(rows)) && !pendingOf(rows)) return;
    // someone who knows a member's data cannot flood their mailbox; the links already sent still work
    if ((await repo.countCancellationRequestsSince(tx, user.id, 3600)) >= CANCELLATION_MAILS_PER_HOUR) return;
    const key = await issueMailedKey(
      tx,
      'cancellation_requests',
      { user_id: user.id, reason: body.reason ?? null },
      CANCELLATION_TTL_SECONDS,
    );
    const mail = cancellationRequestMail(user.lang, user, {
      link: cancellationConfirmLink(key),
      receivedAt: new Date(),
      validDays: CANCELLATION_TTL_SECONDS / 86400,
    });
    await ctx.outbox.queue(tx, {
      kind: 'membership_cancellation_requested',
      recipient: user.email,
      lang: user.lang,
      ...mail,
    });
  });
  return { received: true };
}

/** The mailed link of a cancellation without login: the cancellation happens now, received when asked for. */
export async function confirmCancellation(
  ctx: MembershipContext,
  key: string,
  client: string,
): Promise<CancelMembershipResponse> {
  await throttle(ctx, 'cancel-confirm', client);
  return ctx.db.transaction().execute(async (tx) => {
    const request = await consumeMailedKey(tx, 'cancellation_requests', key);
    if (!request) {
      throw fail(
        'invalid_data',
        'cancellation_link_invalid',
        'This link is invalid or has expired. Please send the cancellation form again.',
      );
    }
    return lockAndCancel(ctx, tx, request.user_id, {
      reason: request.reason ?? 'other',
      text: null,
      historyReason: 'cancelled_without_login',
      receivedAt: request.created_at,
    });
  });
}

/** The account the cancellation form names, when every piece of data given matches it. */
async function matchingAccount(tx: Db, body: CancelWithoutLoginBody) {
  const user = await repo.userForCancellation(tx, body.email);
  if (!user) return undefined;
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(user.first_name, body.first_name) || !same(user.last_name, body.last_name)) return undefined;
  if (body.birthdate !== undefined && user.birthdate !== body.birthdate) return undefined;
  if (body.contract_reference !== undefined) {
    const rows = await repo.membershipsOf(tx, user.id);
    if (!rows.some((r) => r.contract_reference === body.contract_reference)) return undefined;
  }
  return user;
}
