// Cancellation (§ 312k BGB): the running membership ends (at once and refunded in its first week) and a pending
// extension is dropped (paid back if already paid); the member gets the receipt by mail.
import type { RefundReason } from '../../../db/schema';
import type { CancelMembershipBody, CancelMembershipResponse, CancelReason } from '../../../shared/domain';
import type { AppError } from '../../../shared/errors';
import { cancellationMail } from '../mail';
import { toMembership } from '../mappers';
import { refundPayment } from '../payment';
import * as repo from '../repository';
import type { Db, MembershipRow } from '../repository';
import { inFirstWeek, refundIfCancelled, refundIfCancelledBeforeStart } from '../terms';
import { fail, type MembershipContext } from './context';
import { cancellable, currentOf, pendingOf } from './standing';

export interface Cancellation {
  reason: CancelReason;
  text: string | null;
  historyReason: 'cancelled' | 'cancelled_without_login';
  /** When the cancellation was received (a confirmed request: when it was asked for); now by default. */
  receivedAt?: Date;
}

interface Cancelled {
  membership: MembershipRow;
  refundCents: number;
  endedImmediately: boolean;
}

export async function cancel(
  ctx: MembershipContext,
  userId: number,
  body: CancelMembershipBody,
): Promise<CancelMembershipResponse> {
  return ctx.db.transaction().execute((tx) =>
    lockAndCancel(ctx, tx, userId, {
      reason: body.reason,
      text: body.text || null,
      historyReason: 'cancelled',
    }),
  );
}

/** Locks the user, cancels (see cancelFor) and answers as the endpoints do; nothing to cancel is a conflict. */
export async function lockAndCancel(
  ctx: MembershipContext,
  tx: Db,
  userId: number,
  cancellation: Cancellation,
): Promise<CancelMembershipResponse> {
  await repo.lockUser(tx, userId);
  return cancelResponse(await cancelFor(ctx, tx, userId, cancellation));
}

/** The answer of a cancellation; nothing to cancel is a conflict. */
function cancelResponse(done: Cancelled | null): CancelMembershipResponse {
  if (!done) throw notCancellable();
  return {
    membership: toMembership(done.membership),
    refund_cents: done.refundCents,
    ended_immediately: done.endedImmediately,
  };
}

function notCancellable(): AppError {
  return fail('conflict', 'membership_not_cancellable', 'There is no membership that can be cancelled.');
}

/** Cancels the running membership and drops a pending extension; the caller holds the user lock. */
async function cancelFor(
  { outbox }: MembershipContext,
  tx: Db,
  userId: number,
  cancel: Cancellation,
): Promise<Cancelled | null> {
  const rows = await repo.membershipsOf(tx, userId);
  const current = currentOf(rows);
  const pending = pendingOf(rows);
  const canCancelCurrent = cancellable(current);
  if (!canCancelCurrent && !pending) return null;
  const now = new Date();
  // the first-week rule follows the moment of receipt: confirming the link a day later costs nothing
  const received = cancel.receivedAt ?? now;
  const ended =
    canCancelCurrent && current
      ? await cancelCurrent(tx, current, cancel, now, received)
      : { refundCents: 0, endsNow: false };
  const renewalRefundCents = pending ? await dropPending(tx, pending, cancel, now) : 0;
  const shownId = current?.id ?? pending?.id;
  const shown = shownId === undefined ? undefined : await repo.membershipById(tx, shownId);
  const endsAt = shown?.ends_at ?? null;
  await repo.setTerminationDate(tx, userId, endsAt ? endsAt.toISOString().slice(0, 10) : null);
  const user = (await repo.userById(tx, userId))!;
  const mail = cancellationMail(user.lang, user, {
    contractReference: shown!.contract_reference,
    endsAt,
    refundCents: ended.refundCents,
    renewalRefundCents,
    receivedAt: received,
  });
  await outbox.queue(tx, { kind: 'membership_cancelled', recipient: user.email, lang: user.lang, ...mail });
  return {
    membership: shown!,
    refundCents: ended.refundCents + renewalRefundCents,
    endedImmediately: ended.endsNow,
  };
}

/** Ends the running membership: in its first week now and refunded as far as paid, else at its end date. */
async function cancelCurrent(
  tx: Db,
  current: MembershipRow,
  cancel: Cancellation,
  now: Date,
  received: Date,
): Promise<{ refundCents: number; endsNow: boolean }> {
  const refundCents = refundIfCancelled(current, received);
  const endsNow = inFirstWeek(current, received);
  // in the first week it ends now (refunded as far as paid); otherwise it runs to its end date
  const closing = { to: 'cancelled', refundCents, refundReason: 'cancelled_in_first_week' } as const;
  await closePeriod(tx, current, endsNow ? { ...closing, endsAt: now } : closing, cancel, now);
  return { refundCents, endsNow };
}

/** Drops a pending extension; returns what is paid back. */
async function dropPending(tx: Db, pending: MembershipRow, cancel: Cancellation, now: Date): Promise<number> {
  // a renewal already paid for is paid back; one still awaiting its payment costs nothing
  const refundCents = refundIfCancelledBeforeStart(pending);
  const closing = { to: 'cancelled_renewal', refundCents, refundReason: 'cancelled_before_start' } as const;
  await closePeriod(tx, pending, closing, cancel, now);
  return refundCents;
}

interface Closing {
  to: 'cancelled' | 'cancelled_renewal';
  refundCents: number;
  refundReason: RefundReason;
  /** Set: the period ends at this moment instead of at its end date. */
  endsAt?: Date;
}

/** Cancels one period: pays back what `closing` says, marks the row cancelled and writes its history. */
async function closePeriod(tx: Db, row: MembershipRow, closing: Closing, cancel: Cancellation, now: Date) {
  if (closing.refundCents > 0) await refund(tx, row, closing.refundCents, closing.refundReason);
  // an unpaid invoice of a period that ends at once or never starts is owed no more: it is not dunned
  const ended = closing.endsAt !== undefined || closing.to === 'cancelled_renewal';
  const voidInvoice = ended && row.invoice_due_at !== null && row.invoice_paid_at === null;
  await repo.markCancelled(tx, row.id, {
    voidInvoice,
    status: closing.to,
    at: now,
    reason: cancel.reason,
    text: cancel.text,
    refundCents: closing.refundCents,
    ...(closing.endsAt ? { endsAt: closing.endsAt } : {}),
  });
  await repo.addHistory(tx, {
    subscriptionId: row.id,
    userId: row.user_id,
    from: row.state,
    to: closing.to,
    reason: closing.refundCents > 0 ? 'refunded' : cancel.historyReason,
    detail: cancel.reason,
    actor: 'self',
    actorId: row.user_id,
  });
}

/** Records the refund of a paid period through its payment provider (once per period). */
async function refund(tx: Db, row: MembershipRow, amountCents: number, reason: RefundReason) {
  await refundPayment(tx, row.payment_type as 'sepa' | 'invoice', {
    subscriptionId: row.id,
    userId: row.user_id,
    amountCents,
    reason,
    sepaMandateId: row.sepa_mandate_id,
  });
}
