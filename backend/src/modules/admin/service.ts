// Business rules of officefit/v1/admin/* (who may call them is decided in routes.ts by the permission table).
// Every action completes the request's audit row (audit module) with its target and the state before and after.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../shared/errors';
import { auditDetails } from '../audit';
import { clearLoginFailures } from '../auth';
import { type AdminUser, type AdminUserDetail, toAdminUser, toAdminUserDetail } from './mappers';
import {
  addStaffHistory,
  customerHistory,
  failedLogins,
  findUser,
  endOfGermanDay,
  lockMembership,
  lockUser,
  movePeriod,
  periodsFrom,
  searchUsers,
  setMembershipEnd,
} from './repository';
import type { ChangeMembershipBody, ListUsersQuery } from './schemas';

/** The other modules' calls the customer-service actions use (their public surfaces, wired in index.ts). */
export interface AdminActions {
  resendVerification(userId: number): Promise<unknown>;
  sendResetLink(email: string): Promise<unknown>;
}

/** Who acts, and the response whose audit row the action completes. */
export interface Acting {
  actorId: number;
  res: Response;
}

export interface AdminService {
  searchUsers(query: ListUsersQuery): Promise<{ items: AdminUser[]; total: number }>;
  user(id: number): Promise<AdminUserDetail>;
  resendVerification(id: number, acting: Acting): Promise<{ sent: boolean }>;
  sendResetLink(id: number, acting: Acting): Promise<{ sent: true }>;
  unlockLogin(id: number, acting: Acting): Promise<AdminUserDetail['login']>;
  changeMembership(id: number, body: ChangeMembershipBody, acting: Acting): Promise<AdminUserDetail>;
}

type Period = Awaited<ReturnType<typeof periodsFrom>>[number];

/** A queued period's new place: it starts where the one before it now ends and keeps its length. */
interface Move {
  id: number;
  state: string;
  startsAt: Date;
  endsAt: Date | null;
  before: Period;
}

const periodsOverlap = () =>
  new AppError(
    'conflict',
    'membership_periods_overlap',
    'The new end date reaches into a membership that follows and has already started. Choose an earlier date.',
  );

/**
 * Where the periods behind a membership go when its end moves from `oldEnd` to `newEnd`: each queued one (a
 * renewal awaiting payment, a paid extension not started) that followed without a gap, or that the new end would
 * reach into, moves to start at the end before it, keeping its length. A period that has started cannot move:
 * reaching into it is refused. Periods after a gap the new end does not reach stay where they are.
 */
export function planFollowers(periods: readonly Period[], oldEnd: Date, newEnd: Date): Move[] {
  const moves: Move[] = [];
  let previousOld: Date | null = oldEnd;
  let previousNew: Date | null = newEnd;
  for (const period of periods) {
    if (previousNew === null) throw periodsOverlap(); // an open-ended period leaves no room behind it
    const follows = previousOld !== null && period.starts_at.getTime() === previousOld.getTime();
    const reached = previousNew > period.starts_at;
    if (!follows && !reached) break;
    if (!period.queued) {
      if (reached) throw periodsOverlap();
      break;
    }
    const startsAt: Date = previousNew;
    const endsAt =
      period.ends_at === null
        ? null
        : new Date(startsAt.getTime() + (period.ends_at.getTime() - period.starts_at.getTime()));
    moves.push({ id: period.id, state: period.state, startsAt, endsAt, before: period });
    previousOld = period.ends_at;
    previousNew = endsAt;
  }
  return moves.filter((m) => m.startsAt.getTime() !== m.before.starts_at.getTime());
}

/** PostgreSQL's exclusion_violation (23P01), as node-postgres reports it on both databases. */
function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

const userNotFound = () => new AppError('not_found', 'rest_user_invalid_id', 'Invalid user ID.');

export function createAdminService(db: Kysely<Database>, actions: AdminActions): AdminService {
  async function userOrThrow(id: number) {
    const row = await findUser(db, id);
    if (!row) throw userNotFound();
    return row;
  }

  async function detail(id: number): Promise<AdminUserDetail> {
    const row = await userOrThrow(id);
    return toAdminUserDetail(row, await customerHistory(db, row));
  }

  return {
    async searchUsers(query) {
      const { rows, total } = await searchUsers(db, { ...query, search: query.search || undefined });
      return { items: rows.map(toAdminUser), total };
    },

    user: detail,

    async resendVerification(id, { actorId, res }) {
      const row = await userOrThrow(id);
      // a verified address needs no link; the membership module would quietly send none
      const sent = !row.email_verified;
      if (sent) await actions.resendVerification(id);
      await auditDetails(db, res, actorId, {
        action: 'user.verification_resent',
        targetUserId: id,
        after: { sent },
      });
      return { sent };
    },

    async sendResetLink(id, { actorId, res }) {
      const row = await userOrThrow(id);
      await actions.sendResetLink(row.email);
      await auditDetails(db, res, actorId, { action: 'user.reset_link_sent', targetUserId: id });
      return { sent: true };
    },

    async unlockLogin(id, { actorId, res }) {
      const row = await userOrThrow(id);
      const before = await failedLogins(db, row.email);
      await clearLoginFailures(db, row.email);
      await auditDetails(db, res, actorId, {
        action: 'user.login_unlocked',
        targetUserId: id,
        before: { failed_attempts: before.count, blocked_until: before.blockedUntil },
        after: { failed_attempts: 0, blocked_until: null },
      });
      return { failed_attempts: 0, blocked_until: null };
    },

    async changeMembership(id, body, { actorId, res }) {
      await userOrThrow(id);
      const change = await db
        .transaction()
        .execute(async (tx) => {
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
            for (const move of [...moves].reverse())
              await movePeriod(tx, move.id, move.startsAt, move.endsAt);
          await setMembershipEnd(tx, before.id, body.ends_at);
          if (!forward) for (const move of moves) await movePeriod(tx, move.id, move.startsAt, move.endsAt);
          const after = (await lockMembership(tx, id, before.id))!;
          await addStaffHistory(tx, {
            membershipId: before.id,
            userId: id,
            from: before.state,
            to: after.state,
            detail:
              body.note ||
              `ends_at ${before.ends_at?.toISOString() ?? '–'} → ${after.ends_at!.toISOString()}`,
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
          return { before, after, moves };
        })
        .catch((error: unknown) => {
          // the database's rule (migration 0028) stands behind the service's: a race ends in the same answer
          if (isExclusionViolation(error)) throw periodsOverlap();
          throw error;
        });
      const view = (m: typeof change.before) => ({
        membership_id: m.id,
        state: m.state,
        ends_at: m.ends_at?.toISOString() ?? null,
      });
      const period = (m: { id: number; starts_at: Date; ends_at: Date | null }) => ({
        membership_id: m.id,
        starts_at: m.starts_at.toISOString(),
        ends_at: m.ends_at?.toISOString() ?? null,
      });
      const moved = change.moves.length > 0;
      await auditDetails(db, res, actorId, {
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
      });
      return detail(id);
    },
  };
}
