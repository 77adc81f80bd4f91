// The member's own view: running and pending membership, history, and what a cancellation would do now.
import type { MembershipOverview } from '../../../shared/domain';
import { toHistoryEntry, toMembership } from '../mappers';
import * as repo from '../repository';
import { inFirstWeek, refundIfCancelled, refundIfCancelledBeforeStart } from '../terms';
import type { MembershipContext } from './context';
import { cancellable, currentOf, pendingOf } from './standing';

export async function overview({ db }: MembershipContext, userId: number): Promise<MembershipOverview> {
  const rows = await repo.membershipsOf(db, userId);
  const current = currentOf(rows);
  const pending = pendingOf(rows);
  // the same rule as cancelFor: a refunded first-week cancellation ends the membership at once
  const now = new Date();
  const currentRefund = current && cancellable(current) ? refundIfCancelled(current, now) : 0;
  return {
    current: current ? toMembership(current) : null,
    pending: pending ? toMembership(pending) : null,
    history: (await repo.historyOf(db, userId)).map(toHistoryEntry),
    can_cancel: cancellable(current) || pending !== null,
    refund_if_cancelled_cents: currentRefund + (pending ? refundIfCancelledBeforeStart(pending) : 0),
    cancel_ends_immediately: current !== null && cancellable(current) && inFirstWeek(current, now),
  };
}
