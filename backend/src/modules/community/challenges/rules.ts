// The challenge rules as pure functions (docs/api-community.md "Challenges"): kinds and team sizes, percent and
// pos, the displayed state, the winner and the wager transfer.
import type { ChallengeKind, ChallengeStatus } from '../../../db/schema';
import type { ChallengeState } from '../../../shared/domain';

// The kinds and the displayed states are shared with the frontends (@officefit/domain).
export { CHALLENGE_KINDS } from '../../../shared/domain';
export type { ChallengeState } from '../../../shared/domain';

/** `type` of a kind: 0 = duel, 1 = every other kind (spec §3). */
export function typeOfKind(kind: ChallengeKind): 0 | 1 {
  return kind === 'duel' ? 0 : 1;
}

/** Team sizes per kind: [min, max] members of each team (one encoding with the app's form: the contract's). */
export { CHALLENGE_TEAM_SIZES as TEAM_SIZES } from '../../../shared/domain';

/** Kinds whose winners get the team-win points. */
export function isTeamChallenge(kind: ChallengeKind): boolean {
  return kind !== 'duel';
}

/** The displayed state: a stored `running` challenge whose start is still ahead is `not_started`. */
export function challengeState(
  row: { status: ChallengeStatus; started_on: string | null },
  today: string,
): ChallengeState {
  if (row.status === 'running')
    return row.started_on !== null && row.started_on > today ? 'not_started' : 'running';
  return row.status;
}

/** States a challenge counts as active in (for the limit and the wager check). */
export const ACTIVE_STATUSES: readonly ChallengeStatus[] = ['waiting', 'running'];

/** ⌊100 × done / target⌋, 0 for an empty target. */
export function percentOf(done: number, target: number): number {
  return target > 0 ? Math.floor((100 * done) / target) : 0;
}

export interface StandingInput {
  userId: number;
  team: number;
  done: number;
}

export interface TeamStanding {
  team: 1 | 2;
  size: number;
  done: number;
  percent: number;
  pos: 1 | 2;
}

export interface Standing {
  teams: TeamStanding[];
  /** Percent per user. */
  percent: Map<number, number>;
}

/**
 * Percent of each member and team and the pos of each team: the invited team (2; the opponent of a duel) is first
 * when its percent is at least the owner's team's (spec §4); a company challenge has one team, always first.
 */
export function computeStanding(
  kind: ChallengeKind,
  goal: number,
  members: readonly StandingInput[],
): Standing {
  const percent = new Map(members.map((m) => [m.userId, percentOf(m.done, goal)]));
  const teamOf = (team: 1 | 2) => {
    const list = members.filter((m) => m.team === team);
    const done = list.reduce((sum, m) => sum + m.done, 0);
    return { team, size: list.length, done, percent: percentOf(done, goal * list.length), pos: 1 as 1 | 2 };
  };
  const one = teamOf(1);
  if (kind === 'company') return { teams: [one], percent };
  const two = teamOf(2);
  if (two.percent >= one.percent) one.pos = 2;
  else two.pos = 2;
  return { teams: [one, two], percent };
}

/**
 * The winning team at the end, or null: a company challenge is won at 100 %; otherwise the team with pos 1 wins,
 * unless nobody finished anything (then nobody wins and nothing moves).
 */
export function winnerTeam(kind: ChallengeKind, standing: Standing): 1 | 2 | null {
  if (kind === 'company') return standing.teams[0]!.percent >= 100 ? 1 : null;
  if (standing.teams.every((t) => t.done === 0)) return null;
  return standing.teams.find((t) => t.pos === 1)!.team;
}

export interface WagerTransfer {
  from: number;
  to: number;
  points: number;
}

/**
 * Each loser pays the wager to one winner (teams have equal sizes; pairs by ascending user id). A loser with fewer
 * points than the wager pays what they have (never below 0).
 */
export function wagerTransfers(
  wager: number,
  winners: readonly number[],
  losers: readonly number[],
  balances: ReadonlyMap<number, number>,
): WagerTransfer[] {
  if (wager <= 0) return [];
  const w = [...winners].sort((a, b) => a - b);
  const l = [...losers].sort((a, b) => a - b);
  const transfers: WagerTransfer[] = [];
  for (let i = 0; i < Math.min(w.length, l.length); i++) {
    const points = Math.min(wager, Math.max(0, balances.get(l[i]!) ?? 0));
    if (points > 0) transfers.push({ from: l[i]!, to: w[i]!, points });
  }
  return transfers;
}

/** Idempotency references of the challenge point events. */
export const challengeRefs = {
  teamWin: (challengeId: number) => `challenge:${challengeId}:win`,
  wager: (challengeId: number) => `challenge:${challengeId}:wager`,
  shared: (challengeId: number) => `challenge:${challengeId}:shared`,
  /** The pair is unordered: A cheering B and B cheering A share one reward. */
  cheer: (challengeId: number, userA: number, userB: number) =>
    `cheer:${challengeId}:${Math.min(userA, userB)}:${Math.max(userA, userB)}`,
} as const;
