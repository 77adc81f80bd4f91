// Staff move the end of a member's membership: the queued periods behind it move along, each change gets a
// history row, and the request's audit row records the membership and its followers before and after; all of the
// membership change runs in one transaction under the member's lock.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AuditEntry } from '../../audit';
import { auditDetails } from '../../audit';
import { AppError } from '../../../shared/errors';
import type { AdminUserDetail } from '../mappers';
import {
  addStaffHistory,
  endOfGermanDay,
  lockMembership,
  lockUser,
  movePeriod,
  periodsFrom,
  setMembershipEnd,
} from '../repository';
import type { ChangeMembershipBody } from '../schemas';
import { type Acting, type AdminDeps, detail, userOrThrow } from './context';
import { type Move, periodsOverlap, planFollowers } from './follow-periods';

type Membership = NonNullable<Awaited<ReturnType<typeof lockMembership>>>;

/** The membership before and after the change, and the periods that moved with it. */
interface Change {
  before: Membership;
  after: Membership;
  moves: Move[];
}

/** PostgreSQL's exclusion_violation (23P01), as node-postgres reports it on both databases. */
function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

export async function changeMembership(
  deps: AdminDeps,
  id: number,
  body: ChangeMembershipBody,
  { actorId, res }: Acting,
): Promise<AdminUserDetail> {
  await userOrThrow(deps, id);
  const change = await deps.db
    .transaction()
    .execute((tx) => moveEnd(tx, id, body, actorId))
    .catch((error: unknown) => {
      // the database's rule (migration 0028) stands behind the service's: a race ends in the same answer
      if (isExclusionViolation(error)) throw periodsOverlap();
      throw error;
    });
  await auditDetails(deps.db, res, actorId, auditOf(id, change));
  return detail(deps, id);
}

/** Moves the membership's end and the periods queued behind it, with a history row for each. */
async function moveEnd(
  tx: Transaction<Database>,
  id: number,
  body: ChangeMembershipBody,
  actorId: number,
): Promise<Change> {
  // the same lock as the member's own extend / cancel and the payment confirmation
  await lockUser(tx, id);
  const before = await lockMembership(tx, id, body.membership_id);
  if (!before) throw new AppError('not_found', 'membership_not_found', 'Membership not found.');
  if (before.status === 'awaiting_payment') {
    throw new AppError(
      'conflict',
      'payment_not_confirmed',
      'Confirm the payment before changing this membership.',
    );
  }
  // the membership runs through the whole chosen day, German time
  const newEnd = await endOfGermanDay(tx, body.ends_at);
  if (newEnd <= before.starts_at) {
    throw new AppError(
      'invalid_data',
      'ends_at_before_start',
      'The new end date lies before the start of the membership.',
    );
  }
  // the periods queued behind it move with its end, so the periods stay consecutive
  const moves =
    before.ends_at && before.status !== 'cancelled_renewal'
      ? planFollowers(await periodsFrom(tx, id, before.ends_at, before.id), before.ends_at, newEnd)
      : [];
  const forward = before.ends_at === null || newEnd > before.ends_at;
  // written in an order that never overlaps on the way (the constraint is checked at every statement)
  if (forward)
    for (const move of [...moves].reverse()) await movePeriod(tx, move.id, move.startsAt, move.endsAt);
  await setMembershipEnd(tx, before.id, body.ends_at);
  if (!forward) for (const move of moves) await movePeriod(tx, move.id, move.startsAt, move.endsAt);
  const after = (await lockMembership(tx, id, before.id))!;
  await recordHistory(tx, id, { before, after, moves }, body.note, actorId);
  return { before, after, moves };
}

/** A staff history row for the membership and one for each period that moved with it. */
async function recordHistory(
  tx: Transaction<Database>,
  id: number,
  { before, after, moves }: Change,
  note: ChangeMembershipBody['note'],
  actorId: number,
): Promise<void> {
  await addStaffHistory(tx, {
    membershipId: before.id,
    userId: id,
    from: before.state,
    to: after.state,
    detail: note || `ends_at ${before.ends_at?.toISOString() ?? '–'} → ${after.ends_at!.toISOString()}`,
    actorId,
  });
  for (const move of moves) {
    await addStaffHistory(tx, {
      membershipId: move.id,
      userId: id,
      from: move.state,
      to: move.state,
      detail: `starts_at ${move.before.starts_at.toISOString()} → ${move.startsAt.toISOString()} (follows membership ${before.id})`,
      actorId,
    });
  }
}

const view = (m: Membership) => ({
  membership_id: m.id,
  state: m.state,
  ends_at: m.ends_at?.toISOString() ?? null,
});

const period = (m: { id: number; starts_at: Date; ends_at: Date | null }) => ({
  membership_id: m.id,
  starts_at: m.starts_at.toISOString(),
  ends_at: m.ends_at?.toISOString() ?? null,
});

/** The audit row's target and the membership (with its followers, when any moved) before and after. */
function auditOf(id: number, change: Change): Omit<AuditEntry, 'actorId'> {
  const moved = change.moves.length > 0;
  return {
    action: 'membership.changed',
    targetUserId: id,
    subject: `membership:${change.before.id}`,
    before: {
      ...view(change.before),
      ...(moved ? { followers: change.moves.map((m) => period(m.before)) } : {}),
    },
    after: {
      ...view(change.after),
      ...(moved
        ? {
            followers: change.moves.map((m) =>
              period({ id: m.id, starts_at: m.startsAt, ends_at: m.endsAt }),
            ),
          }
        : {}),
    },
  };
}
