// The checks a new or edited challenge passes: team sizes, the people named, the team names, the caller's own
// limit and points, no duplicate, and the shared exercise of a duel.
import type { ChallengeKind } from '../../../../db/schema';
import { totalPoints } from '../../../activity';
import { MAX_ACTIVE_CHALLENGES } from '../../../kernel';
import { exerciseExists } from '../../../training';
import { type CommunityUser, invalidParam } from '../../shared/members';
import {
  duplicateChallenge,
  limitReached,
  nameUsed,
  noSuitableMembers,
  notEnoughPoints,
  teamsUnequal,
} from '../errors';
import {
  activeChallengeStats,
  activeCounts,
  activeSidesOf,
  type ChallengeTerms,
  companyUsers,
  insertInvitations,
  randomOpponentId,
  teamNamesOfCompany,
} from '../repository';
import { TEAM_SIZES } from '../rules';
import type { Db } from './context';

/** The people besides the owner: partners on the owner's team 1, opponents on team 2. */
export interface Teams {
  partners: number[];
  opponents: number[];
}

/** The caller is below the limit of active challenges and has the points to wager (wagers running count). */
export async function checkOwnCapacity(trx: Db, user: CommunityUser, wager: number, exceptId: number | null) {
  const stats = await activeChallengeStats(trx, user.id, exceptId);
  if (stats.count >= MAX_ACTIVE_CHALLENGES) throw limitReached();
  if (wager > 0 && (await totalPoints(trx, user.id)) - stats.wagers < wager) throw notEnoughPoints();
}

/** Team sizes by kind; throws the equal-size rule first, then the kind's size rule. */
export function checkTeams(kind: ChallengeKind, teams: Teams, ownerId: number): void {
  const everyone = [ownerId, ...teams.partners, ...teams.opponents];
  if (new Set(everyone).size !== everyone.length) {
    throw invalidParam('partners', 'A member may take part only once, and not the owner.');
  }
  const [min, max] = TEAM_SIZES[kind];
  const own = 1 + teams.partners.length;
  if (kind === 'company') {
    if (teams.opponents.length) throw invalidParam('opponents', 'A company challenge has no opponents.');
    if (own < min || own > max) {
      throw invalidParam('partners', `A company challenge needs ${min - 1} to ${max - 1} colleagues.`);
    }
    return;
  }
  if (kind === 'duel') {
    if (teams.partners.length) throw invalidParam('partners', 'A duel has no partners.');
    if (teams.opponents.length > 1) throw teamsUnequal();
    return;
  }
  if (own !== teams.opponents.length) throw teamsUnequal();
  if (own < min || own > max) {
    throw invalidParam('partners', `A ${kind} challenge needs ${min} to ${max} members per team.`);
  }
}

/** Every named member must be an opted-in colleague below the limit. */
export async function checkMembers(trx: Db, companyId: number, ids: readonly number[]) {
  if (!ids.length) return;
  const users = await companyUsers(trx, companyId, ids);
  const counts = await activeCounts(trx, ids);
  const unfit = ids.filter((id) => {
    const user = users.get(id);
    return !user || !user.participating || (counts.get(id) ?? 0) >= MAX_ACTIVE_CHALLENGES;
  });
  if (unfit.length) throw noSuitableMembers(unfit);
}

/** A random suitable opponent for a duel: opted in, same company, below the limit, enough points. */
export async function randomOpponent(trx: Db, owner: CommunityUser, wager: number): Promise<number> {
  const id = await randomOpponentId(trx, owner, wager, MAX_ACTIVE_CHALLENGES);
  if (id === undefined) throw noSuitableMembers();
  return id;
}

/**
 * Team names are unique within the company's current challenges (not completed; case and surrounding spaces
 * ignored), and the two teams of one challenge need different names. Empty names are not checked.
 */
export async function checkTeamNames(
  trx: Db,
  companyId: number,
  names: { team_name: string; opponent_team_name: string },
  exceptId: number | null,
) {
  const key = (name: string) => name.trim().toLocaleLowerCase('de');
  const wanted = (['team_name', 'opponent_team_name'] as const).filter((field) => key(names[field]) !== '');
  if (!wanted.length) return;
  const rows = await teamNamesOfCompany(trx, companyId, exceptId);
  const used = new Set(rows.flatMap((r) => [key(r.team_name), key(r.opponent_team_name)]));
  const taken = wanted.filter((field) => used.has(key(names[field])));
  if (wanted.length === 2 && key(names.team_name) === key(names.opponent_team_name)) {
    taken.push('opponent_team_name');
  }
  if (taken.length) throw nameUsed([...new Set(taken)]);
}

/**
 * The same challenge twice (same terms, same people on each side, the first still waiting or running) is
 * refused, so a double click or a retried form does not create it again. A colleague who declined no longer
 * counts, so inviting them anew works.
 */
export async function checkDuplicate(trx: Db, owner: CommunityUser, terms: ChallengeTerms, teams: Teams) {
  const wanted = sidesKey([
    { userId: owner.id, team: 1 },
    ...teams.partners.map((userId) => ({ userId, team: 1 })),
    ...teams.opponents.map((userId) => ({ userId, team: 2 })),
  ]);
  for (const [id, members] of await activeSidesOf(trx, owner.id, terms)) {
    if (sidesKey(members) === wanted) throw duplicateChallenge(id);
  }
}

/** The two sides of a challenge as sorted id lists (team 1 is the owner's). */
function sidesKey(members: readonly { userId: number; team: number }[]): string {
  const side = (team: number) =>
    members
      .filter((m) => m.team === team)
      .map((m) => m.userId)
      .sort((a, b) => a - b)
      .join(',');
  return `${side(1)}|${side(2)}`;
}

export async function checkExercise(trx: Db, kind: ChallengeKind, exercise: number | null | undefined) {
  if (exercise === undefined || exercise === null) return;
  if (kind !== 'duel') throw invalidParam('exercise', 'Only a duel has a shared exercise.');
  if (!(await exerciseExists(trx, exercise)))
    throw invalidParam('exercise', 'exercise is not a valid exercise.');
}

/** Invites the partners to team 1 and the opponents to team 2. */
export async function insertMembers(trx: Db, challengeId: number, teams: Teams) {
  await insertInvitations(trx, challengeId, [
    ...teams.partners.map((user_id) => ({ user_id, team: 1 })),
    ...teams.opponents.map((user_id) => ({ user_id, team: 2 })),
  ]);
}
