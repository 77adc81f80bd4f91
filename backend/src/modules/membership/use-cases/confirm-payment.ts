// Staff confirm a renewal's payment: the paid term starts (or waits for the running one to end), and an earlier
// cancellation's end date is lifted. An open invoice (a membership paid by invoice, running in its grace period or
// paused by dunning) is marked paid instead; a paused one runs again with its own dates.
import type { Response } from 'express';
import type { ConfirmPaymentResponse, MembershipState } from '../../../shared/domain';
import { auditDetails } from '../../audit';
import { toMembership } from '../mappers';
import * as repo from '../repository';
import type { Db, MembershipRow } from '../repository';
import { addDuration } from '../terms';
import { fail, type MembershipContext } from './context';

/** Confirms a renewal's payment; `res` is the staff request whose audit row gets the state before and after. */
export async function confirmPayment(
  { db }: MembershipContext,
  staffId: number,
  membershipId: number,
  res?: Response,
): Promise<ConfirmPaymentResponse> {
  const done = await db.transaction().execute((tx) => markPaid(tx, staffId, membershipId));
  if (res) {
    const view = (m: MembershipRow) => ({
      membership_id: m.id,
      state: m.state,
      starts_at: m.starts_at.toISOString(),
      ends_at: m.ends_at?.toISOString() ?? null,
      payment_confirmed_at: m.payment_confirmed_at?.toISOString() ?? null,
    });
    await auditDetails(db, res, staffId, {
      action: 'membership.payment_confirmed',
      targetUserId: done.after.user_id,
      subject: `membership:${done.after.id}`,
      before: view(done.before),
      after: view(done.after),
    });
  }
  return { membership: toMembership(done.after) };
}

/**
 * Marks a renewal paid inside the caller's transaction (the staff confirmation, or a bank statement entry that
 * matched it); 409 payment_not_pending unless it waits for its payment.
 */
export async function markPaid(tx: Db, staffId: number, membershipId: number) {
  const found = await repo.membershipById(tx, membershipId);
  if (!found) throw fail('not_found', 'membership_not_found', 'Membership not found.');
  await repo.lockUser(tx, found.user_id);
  const row = (await repo.membershipById(tx, membershipId))!;
  if (row.invoice_due_at && !row.invoice_paid_at) return markInvoicePaid(tx, staffId, row);
  if (row.status !== 'awaiting_payment') {
    throw fail('conflict', 'payment_not_pending', 'This membership is not waiting for a payment.');
  }
  const now = new Date();
  // confirmed after the running membership ended: the paid term starts now, none of it is lost
  const startsAt = row.starts_at > now ? row.starts_at : now;
  const state: MembershipState = startsAt > now ? 'extension' : 'active';
  await repo.markPaymentConfirmed(tx, row.id, {
    status: state,
    startsAt,
    endsAt: addDuration(startsAt, row.duration ?? '1m'),
    at: now,
    staffId,
  });
  // a renewal paid for lifts an earlier cancellation's end date
  await repo.setTerminationDate(tx, row.user_id, null);
  await repo.addHistory(tx, {
    subscriptionId: row.id,
    userId: row.user_id,
    from: 'awaiting_payment',
    to: state,
    reason: 'payment_confirmed',
    actor: 'staff',
    actorId: staffId,
  });
  return { before: row, after: (await repo.membershipById(tx, row.id))! };
}

/** What a paused membership runs as again: the status the pause replaced (its dates decide whether it still runs). */
function resumedStatus(before: string | null | undefined): MembershipState {
  return before === 'extension' || before === 'cancelled' ? before : 'active';
}

/** Marks an open invoice paid; a membership the dunning paused runs again (DECISIONS "Invoices: grace period and dunning"). */
async function markInvoicePaid(tx: Db, staffId: number, row: MembershipRow) {
  const now = new Date();
  const pause = await tx
    .selectFrom('invoice_dunning')
    .select('status_before')
    .where('subscription_id', '=', row.id)
    .where('step', '=', 'paused')
    .executeTakeFirst();
  const paused = pause !== undefined && row.status === 'awaiting_payment';
  const status = paused ? resumedStatus(pause.status_before) : row.status;
  await tx
    .updateTable('subscriptions')
    .set({ status, invoice_paid_at: now, payment_confirmed_at: now, payment_confirmed_by: staffId })
    .where('id', '=', row.id)
    .execute();
  if (paused) {
    await repo.addHistory(tx, {
      subscriptionId: row.id,
      userId: row.user_id,
      from: 'awaiting_payment',
      to: status,
      reason: 'payment_confirmed',
      detail: 'invoice',
      actor: 'staff',
      actorId: staffId,
    });
  }
  return { before: row, after: (await repo.membershipById(tx, row.id))! };
}
