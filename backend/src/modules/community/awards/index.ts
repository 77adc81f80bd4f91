// GET awards: the award counts computed from real activity (docs/api-community.md "Awards"). The strike uses the
// activity module's rule; everything else is counted in one SQL statement.
import { type RequestHandler, Router } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { AWARD_KEYS, type AwardKey, type Awards } from '../../../shared/domain';
import { currentUser } from '../../../shared/auth';
import { validate } from '../../../shared/validate';
import { type Clock, computeStrike, localDate, POINT_REASONS, STEPS_GOAL, systemClock } from '../../kernel';
import { pointDays } from '../../activity';
import { monthWindow } from '../ranking';
import { loadCommunityUser } from '../shared/members';
import { noQuery } from '../shared/schemas';

/** Closed months the ranking places look back on. */
export const RANKING_PLACE_MONTHS = 12;

// The award keys and the Awards JSON are shared with the frontends (@officefit/domain).
export { AWARD_KEYS } from '../../../shared/domain';
export type { Award, AwardKey, Awards } from '../../../shared/domain';

/** Counts for the levels 1, 2 and 3 of each award. */
export const AWARD_THRESHOLDS: Record<AwardKey, readonly [number, number, number]> = {
  strike: [5, 10, 20],
  duel_wins: [1, 5, 10],
  team_wins: [1, 5, 10],
  weekly_goals: [1, 5, 10],
  steps_goals: [1, 5, 10],
  ranking_places: [1, 5, 10],
  completed_habits: [1, 5, 10],
};

/** Level 0–3 of a count and the count of the next level. */
export function awardLevel(key: AwardKey, count: number): { level: number; next: number | null } {
  const thresholds = AWARD_THRESHOLDS[key];
  const level = thresholds.filter((t) => count >= t).length;
  return { level, next: thresholds[level] ?? null };
}

interface CountsRow {
  duel_wins: number;
  team_wins: number;
  weekly_goals: number;
  steps_goals: number;
  first: number;
  second: number;
  third: number;
  completed_habits: number;
}

/** Computes the caller's awards. */
export async function computeAwards(db: Kysely<Database>, clock: Clock, userId: number): Promise<Awards> {
  const user = await loadCommunityUser(db, userId);
  const now = clock();
  const today = localDate(now, user.timeZone);
  const strike = computeStrike(await pointDays(db, userId, user.timeZone), today, user.absence);
  // the closed months: from the start of 12 months back to the start of the current month
  const from = `${monthWindow(now, RANKING_PLACE_MONTHS).month}-01`;
  const to = `${monthWindow(now, 0).month}-01`;
  const { rows } = await sql<CountsRow>`
    with wins as (
      select c.kind from challenges c
      join challenge_participants cp on cp.challenge_id = c.id and cp.user_id = ${userId}
      where c.status = 'completed' and cp.status = 'accepted' and c.winner_team = cp.team
    ),
    monthly as (
      -- the ranking's read model (migration 0012): one row per member and month
      select t.month, t.user_id, t.points
      from point_totals_monthly t
      join users u on u.id = t.user_id
      where u.company_id = (select company_id from users where id = ${userId}) and u.participating = 1
        and t.month >= ${from}::date and t.month < ${to}::date
    ),
    places as (
      select m.user_id, m.points, rank() over (partition by m.month order by m.points desc) as pos from monthly m
    )
    select
      (select count(*) from wins where kind = 'duel')::integer as duel_wins,
      (select count(*) from wins where kind <> 'duel')::integer as team_wins,
      (select count(*) from point_events where user_id = ${userId} and reason = ${POINT_REASONS.weeklyGoal})::integer
        as weekly_goals,
      (select count(*) from steps_entries where user_id = ${userId} and steps >= ${STEPS_GOAL})::integer
        as steps_goals,
      (select count(*) from places where user_id = ${userId} and points > 0 and pos = 1)::integer as first,
      (select count(*) from places where user_id = ${userId} and points > 0 and pos = 2)::integer as second,
      (select count(*) from places where user_id = ${userId} and points > 0 and pos = 3)::integer as third,
      (select count(*) from habits h
       where h.user_id = ${userId} and h.status <> 'deleted'
         and (h.closed_on is null or h.closed_on >= h.date_to)
         and (h.date_to < ${today}::date
              or (h.date_to = ${today}::date
                  and exists (select 1 from habit_actions a where a.habit_id = h.id and a.day = ${today}::date)))
      )::integer as completed_habits
  `.execute(db);
  const counts = rows[0]!;
  const values: Record<AwardKey, number> = {
    strike: strike.flames,
    duel_wins: counts.duel_wins,
    team_wins: counts.team_wins,
    weekly_goals: counts.weekly_goals,
    steps_goals: counts.steps_goals,
    ranking_places: counts.first + counts.second + counts.third,
    completed_habits: counts.completed_habits,
  };
  return {
    strike: values.strike,
    duel_wins: values.duel_wins,
    team_wins: values.team_wins,
    weekly_goals: values.weekly_goals,
    steps_goals: values.steps_goals,
    ranking_places: { first: counts.first, second: counts.second, third: counts.third },
    completed_habits: values.completed_habits,
    awards: AWARD_KEYS.map((key) => ({ key, count: values[key], ...awardLevel(key, values[key]) })),
  };
}

export interface AwardsModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: Clock;
}

/** Wires GET awards. */
export function createAwardsModule({ db, requireAuth, clock }: AwardsModuleDeps): { router: Router } {
  const router = Router();
  router.get('/awards', requireAuth, validate({ query: noQuery }), async (req, res) => {
    res.json(await computeAwards(db, clock ?? systemClock, currentUser(req).id));
  });
  return { router };
}
