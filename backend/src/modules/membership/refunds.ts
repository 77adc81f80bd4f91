// Staff's view of membership refunds (spec §9): the refunds recorded by the payment providers, one membership
// with its history and refunds, and confirming that a pending refund has been paid out.
import type { AdminMembershipDetail, MembershipRefund, MembershipRefundState } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { isoOrNull } from '../../shared/format';
import { toHistoryEntry, toMembership } from './mappers';
import * as repo from './repository';
import type { Db } from './repository';
import { maskIban } from './terms';

const notFound = () => new AppError('not_found', 'membership_not_found', 'Membership not found.');

function refunds(db: Db) {
  return db
    .selectFrom('membership_refunds as r')
    .leftJoin('sepa_mandates as m', 'm.id', 'r.sepa_mandate_id')
    .select([
      'r.id',
      'r.subscription_id',
      'r.user_id',
      'r.amount_cents',
      'r.reason',
      'r.payment_type',
      'r.state',
      'r.created_at',
      'r.refunded_at',
      'm.mandate_reference',
      'm.iban',
    ])
    .orderBy('r.created_at')
    .orderBy('r.id');
}

type RefundRow = Awaited<ReturnType<ReturnType<typeof refunds>['execute']>>[number];

function toRefund(row: RefundRow): MembershipRefund {
  return {
    id: row.id,
    membership_id: row.subscription_id,
    user_id: row.user_id,
    amount_cents: row.amount_cents,
    reason: row.reason,
    payment_type: row.payment_type,
    mandate_reference: row.mandate_reference ?? null,
    iban_masked: row.iban ? maskIban(row.iban) : null,
    state: row.state,
    created_at: isoOrNull(row.created_at) ?? '',
    refunded_at: isoOrNull(row.refunded_at),
  };
}

/** GET admin/refunds?state=: oldest first, so the queue is worked in order. */
export async function listRefunds(
  db: Db,
  state: MembershipRefundState | undefined,
): Promise<MembershipRefund[]> {
  const rows = await refunds(db)
    .$if(state !== undefined, (qb) => qb.where('r.state', '=', state!))
    .limit(500)
    .execute();
  return rows.map(toRefund);
}

/** GET admin/memberships/{id}: the membership, its owner, its history and its refunds. */
export async function membershipDetail(db: Db, id: number): Promise<AdminMembershipDetail> {
  const row = await repo.membershipById(db, id);
  if (!row) throw notFound();
  const user = (await repo.userById(db, row.user_id))!;
  const history = (await repo.historyOf(db, row.user_id)).filter((h) => h.subscription_id === id);
  return {
    membership: toMembership(row),
    user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
    history: history.map(toHistoryEntry),
    refunds: (await refunds(db).where('r.subscription_id', '=', id).execute()).map(toRefund),
  };
}

/** POST admin/refunds/{id}/confirm: the money has left; a second confirmation is 409. */
export async function confirmRefund(db: Db, staffId: number, id: number): Promise<MembershipRefund> {
  const done = await db
    .updateTable('membership_refunds')
    .set({ state: 'refunded', refunded_at: new Date(), refunded_by: staffId })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  if (!done) {
    const exists = await db
      .selectFrom('membership_refunds')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) throw new AppError('not_found', 'refund_not_found', 'Refund not found.');
    throw new AppError('conflict', 'refund_not_pending', 'This refund has already been paid out.');
  }
  return toRefund((await refunds(db).where('r.id', '=', id).executeTakeFirstOrThrow())!);
}
