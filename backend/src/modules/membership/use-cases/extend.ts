// A paid extension: it follows the running membership without a gap and waits for its payment (confirm-payment);
// one paid by invoice takes effect at once and is due after the grace period (then dunned, payments/dunning).
import type { ExtendMembershipBody, ExtendMembershipResponse, MembershipState } from '../../../shared/domain';
import { claimKey, type IdempotencyScope, requestHash, storeAnswer } from '../idempotency';
import { toMembership } from '../mappers';
import { setUpPayment } from '../payment';
import * as repo from '../repository';
import type { Db, MembershipRow } from '../repository';
import { addDuration } from '../terms';
import { type Answer, fail, invoiceDueAt, type MembershipContext } from './context';
import { priceOf } from './offers';
import { currentOf, pendingOf } from './standing';

export async function extend(
  ctx: MembershipContext,
  userId: number,
  body: ExtendMembershipBody,
  key: string,
): Promise<Answer<ExtendMembershipResponse>> {
  const { db } = ctx;
  const scope: IdempotencyScope = { scope: 'membership_extend', ownerId: userId, key };
  return db.transaction().execute(async (tx) => {
    const replay = await claimKey(tx, scope, requestHash(body));
    if (replay) return { status: replay.status, body: replay.response as ExtendMembershipResponse };
    await repo.lockUser(tx, userId);
    const current = await extendable(tx, userId);
    const { price_cents, vat_rate } = await priceOf(tx, body.duration);
    const payment = await setUpPayment(tx, body.payment, {
      userId,
      amountCents: price_cents,
      field: 'payment',
    });
    // it follows the running membership without a gap; it only starts once payment is confirmed
    const now = new Date();
    const startsAt = current?.grants_access && current.ends_at ? current.ends_at : now;
    const dueAt = invoiceDueAt(ctx, payment.type, startsAt, now);
    const status = statusOf(dueAt, startsAt, now);
    const createdId = await repo.insertMembership(tx, {
      user_id: userId,
      kind: 'private',
      status,
      starts_at: startsAt,
      ends_at: addDuration(startsAt, body.duration),
      duration: body.duration,
      billing_interval: body.billing_interval,
      payment_type: payment.type,
      sepa_mandate_id: payment.sepaMandateId,
      price_cents,
      vat_rate,
      invoice_due_at: dueAt,
    });
    // taking effect now, the renewal lifts an earlier cancellation's end date as a confirmed payment does
    if (dueAt) await repo.setTerminationDate(tx, userId, null);
    await repo.addHistory(tx, {
      subscriptionId: createdId,
      userId,
      from: null,
      to: status,
      reason: 'extension_requested',
      actor: 'self',
      actorId: userId,
    });
    const answer = { membership: toMembership((await repo.membershipById(tx, createdId))!) };
    await storeAnswer(tx, scope, { status: 201, response: answer, userId });
    return { status: 201, body: answer };
  });
}

/** Waiting for its payment, unless paid by invoice (a due date): then it runs (or follows the running one). */
function statusOf(dueAt: Date | null, startsAt: Date, now: Date): MembershipState {
  if (!dueAt) return 'awaiting_payment';
  return startsAt > now ? 'extension' : 'active';
}

/** The running membership an extension follows; refused while one is pending or for a company membership. */
export async function extendable(tx: Db, userId: number): Promise<MembershipRow | null> {
  const rows = await repo.membershipsOf(tx, userId);
  const current = currentOf(rows);
  if (pendingOf(rows)) {
    throw fail('conflict', 'extension_pending', 'An extension is already waiting for its payment or start.');
  }
  if (current?.grants_access && current.kind === 'company') {
    throw fail('conflict', 'membership_not_extendable', 'A company membership is extended by the company.');
  }
  return current;
}
