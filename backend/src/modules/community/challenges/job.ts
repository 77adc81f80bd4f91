// The challenge job: completes every running challenge whose end has passed and pays it out, and pays the duel
// shared-exercise bonus as soon as both did the exercise. Idempotent: each challenge is claimed with
// FOR UPDATE SKIP LOCKED, its payouts and its state change (running → completed) are written in one transaction,
// and every payout has a unique point_events reference, so running the job twice (or on two servers at once)
// pays nothing twice.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { type Clock, COMMUNITY_POINT_REASONS, COMMUNITY_POINTS, localDate } from '../../kernel';
import { totalPoints } from '../../activity';
import type { JobDefinition } from '../../jobs';
import { feedRefs, recordFeedPost } from '../feed';
import { loadCommunityUser } from '../shared/members';
import { awardActivityOnce, insertPointsOnce } from '../shared/points';
import { findChallenge, participantsOf } from './repository';
import { challengeRefs, computeStanding, isTeamChallenge, wagerTransfers, winnerTeam } from './rules';

type Db = Kysely<Database>;

export interface ChallengeJobResult {
  /** Challenges completed by this run. */
  completed: number[];
  /** Shared-exercise bonuses paid by this run (per challenge). */
  shared_bonuses: number;
}

/** Pays both sides of a duel +50 once when both finished its shared exercise in the window. */
async function paySharedBonus(trx: Db, challengeId: number, now: Date): Promise<boolean> {
  const row = await findChallenge(trx, challengeId);
  if (!row || row.kind !== 'duel' || row.exercise_id === null || row.started_on === null) return false;
  const members = (await participantsOf(trx, [challengeId])).filter((p) => p.status === 'accepted');
  if (members.length !== 2 || !members.every((m) => m.shared_done)) return false;
  let paid = false;
  for (const member of members) {
    const user = await loadCommunityUser(trx, member.id);
    const points = await awardActivityOnce(trx, user, {
      points: COMMUNITY_POINTS.challengeSharedExercise,
      reason: COMMUNITY_POINT_REASONS.challengeSharedExercise,
      ref: challengeRefs.shared(challengeId),
      date: localDate(now, user.timeZone),
    });
    if (points > 0) paid = true;
  }
  return paid;
}

/** Completes one claimed challenge: freezes progress, pays out, sets completed. Runs inside the claim's transaction. */
async function completeChallenge(trx: Db, challengeId: number, now: Date): Promise<void> {
  const row = await findChallenge(trx, challengeId);
  if (!row || row.status !== 'running') return;
  await paySharedBonus(trx, challengeId, now);
  const members = (await participantsOf(trx, [challengeId])).filter((p) => p.status === 'accepted');
  const standing = computeStanding(
    row.kind,
    row.goal,
    members.map((m) => ({ userId: m.id, team: m.team, done: m.done })),
  );
  const winner = winnerTeam(row.kind, standing);
  // payouts count for the challenge's last day (not the user's activity: no strike flame)
  const date = row.ends_on!;
  if (winner !== null) {
    const winners = members.filter((m) => m.team === winner).map((m) => m.id);
    const losers = members.filter((m) => m.team !== winner).map((m) => m.id);
    if (isTeamChallenge(row.kind)) {
      for (const userId of winners) {
        await insertPointsOnce(trx, {
          userId,
          points: COMMUNITY_POINTS.challengeTeamWin,
          reason: COMMUNITY_POINT_REASONS.challengeTeamWin,
          ref: challengeRefs.teamWin(row.id),
          date,
        });
      }
    }
    // the team feed tells of the win (a post for each winner in the ranking), in the payout's transaction
    for (const userId of winners) {
      await recordFeedPost(trx, { userId, kind: 'challenge_won', ref: feedRefs.challengeWon(row.id) });
    }
    const balances = new Map<number, number>();
    for (const userId of losers) balances.set(userId, await totalPoints(trx, userId));
    const ref = challengeRefs.wager(row.id);
    for (const transfer of wagerTransfers(row.wager, winners, losers, balances)) {
      // the loser's side decides: if it was written before, the winner's was written in the same transaction
      const taken = await insertPointsOnce(trx, {
        userId: transfer.from,
        points: -transfer.points,
        reason: COMMUNITY_POINT_REASONS.wagerLost,
        ref,
        date,
      });
      if (taken !== 0) {
        await insertPointsOnce(trx, {
          userId: transfer.to,
          points: transfer.points,
          reason: COMMUNITY_POINT_REASONS.wagerWon,
          ref,
          date,
        });
      }
    }
  }
  for (const member of members) {
    await trx
      .updateTable('challenge_participants')
      .set({ done: member.done })
      .where('challenge_id', '=', row.id)
      .where('user_id', '=', member.id)
      .execute();
  }
  await trx
    .updateTable('challenges')
    .set({ status: 'completed', winner_team: winner, completed_at: now, updated_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('status', '=', 'running')
    .execute();
}

/** Claims the next due challenge after `afterId` (FOR UPDATE SKIP LOCKED), or undefined. */
async function claimDue(trx: Db, now: Date, afterId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('challenges')
    .select('id')
    .where('status', '=', 'running')
    .where('ends_at', '<=', now)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.id;
}

/** Running duels with a shared exercise whose bonus is not paid yet and that both may have done. */
async function sharedCandidates(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('challenges as c')
    .select('c.id')
    .where('c.status', '=', 'running')
    .where('c.kind', '=', 'duel')
    .where('c.exercise_id', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('point_events as p')
            .innerJoin('challenge_participants as cp', 'cp.user_id', 'p.user_id')
            .select('p.id')
            .whereRef('cp.challenge_id', '=', 'c.id')
            .where('p.reason', '=', COMMUNITY_POINT_REASONS.challengeSharedExercise)
            .where('p.ref', '=', sql<string>`'challenge:' || c.id || ':shared'`),
        ),
      ),
    )
    .orderBy('c.id')
    .execute();
  return rows.map((r) => r.id);
}

/** One run of the challenge job. Each challenge is its own transaction; one failure does not stop the others. */
export async function runChallengeJob(db: Db, clock: Clock): Promise<ChallengeJobResult> {
  const result: ChallengeJobResult = { completed: [], shared_bonuses: 0 };
  const errors: unknown[] = [];

  for (const id of await sharedCandidates(db)) {
    try {
      const paid = await db.transaction().execute(async (trx) => {
        const claimed = await trx
          .selectFrom('challenges')
          .select('id')
          .where('id', '=', id)
          .where('status', '=', 'running')
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        return claimed ? paySharedBonus(trx, id, clock()) : false;
      });
      if (paid) result.shared_bonuses++;
    } catch (error) {
      errors.push(error);
    }
  }

  let afterId = 0;
  for (;;) {
    let claimed: number | undefined;
    try {
      claimed = await db.transaction().execute(async (trx) => {
        const id = await claimDue(trx, clock(), afterId);
        if (id !== undefined) await completeChallenge(trx, id, clock());
        return id;
      });
    } catch (error) {
      errors.push(error);
      // skip the failing one in this run; the next run tries it again
      const next = await db
        .selectFrom('challenges')
        .select('id')
        .where('status', '=', 'running')
        .where('ends_at', '<=', clock())
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!next) break;
      afterId = next.id;
      continue;
    }
    if (claimed === undefined) break;
    result.completed.push(claimed);
    afterId = claimed;
  }

  if (errors.length) {
    throw new AggregateError(errors, `challenge job: ${errors.length} challenge(s) failed`);
  }
  return result;
}

/** The challenge job's name in the jobs module. */
export const CHALLENGE_JOB = 'challenges.complete';

/**
 * The challenge job for the jobs module: recurring (every 15 s by default; server.ts maps
 * CHALLENGE_JOB_INTERVAL_MS), never skipped when late — a payout missed during downtime still has to happen.
 */
export function challengeJob(db: Db, clock: Clock): JobDefinition<unknown, ChallengeJobResult> {
  return {
    name: CHALLENGE_JOB,
    everySeconds: 15,
    run: () => runChallengeJob(db, clock),
  };
}
