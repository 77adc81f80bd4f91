// The owner changes a challenge before it runs: new terms or new people invite everybody but the owner again.
import { invalidParam, requireParticipating } from '../../shared/members';
import { notEditable } from '../errors';
import { type Challenge, EDITABLE_STATES } from '../mappers';
import { type ChallengeRow, removeInvitations, teamsOf, updateChallenge } from '../repository';
import { challengeState, typeOfKind } from '../rules';
import type { EditChallengeBody } from '../schemas';
import {
  checkExercise,
  checkMembers,
  checkOwnCapacity,
  checkTeamNames,
  checkTeams,
  insertMembers,
  type Teams,
} from './checks';
import { challengeToday, type ChallengesDeps, type Db, one, todayOf, withOwned } from './context';

export async function edit(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  body: EditChallengeBody,
): Promise<{ res: true; data: Challenge }> {
  return withOwned(deps, userId, id, async ({ trx, user: owner, row }) => {
    const today = todayOf(deps, owner);
    if (!EDITABLE_STATES.includes(challengeState(row, challengeToday(deps, row)))) throw notEditable();
    requireParticipating(owner);
    if (body.type !== undefined && body.type !== typeOfKind(row.kind)) {
      throw invalidParam('type', `type must be ${typeOfKind(row.kind)} for a ${row.kind} challenge.`);
    }
    const { current, currentTeams } = await teamsNow(trx, id);
    const teams: Teams = {
      partners: body.partners ?? currentTeams.partners,
      opponents: body.opponents ?? currentTeams.opponents,
    };
    const next = nextTerms(row, body);
    if (body.start !== undefined && body.start !== row.start_on && body.start < today) {
      throw invalidParam('start', 'Start date must not be in the past');
    }
    if (row.kind === 'company' && next.wager > 0)
      throw invalidParam('wager', 'A company challenge has no wager.');
    if (row.kind === 'duel' && !teams.opponents.length) {
      throw invalidParam('opponents', 'A duel needs an opponent.');
    }
    checkTeams(row.kind, teams, owner.id);
    if (body.exercise !== undefined) await checkExercise(trx, row.kind, body.exercise);
    await checkTeamNames(trx, row.company_id, next, row.id);
    // a declined challenge is not active: editing makes it active again
    await checkOwnCapacity(trx, owner, next.wager, row.id);
    const termsChanged = peopleChanged(teams, currentTeams) || changedTerms(row, next);
    const added = [...teams.partners, ...teams.opponents].filter(
      (uid) => !current.some((p) => p.user_id === uid),
    );
    await checkMembers(trx, row.company_id, added);
    await updateChallenge(trx, id, {
      ...next,
      ...(termsChanged && { status: 'waiting' as const, started_on: null, ends_on: null, ends_at: null }),
    });
    if (termsChanged) {
      // everybody but the owner is invited again to the new terms (members may also leave or change teams)
      await removeInvitations(trx, id);
      await insertMembers(trx, id, teams);
    }
    return { res: true, data: await one(deps, trx, id, owner) };
  });
}

/** The participants now, and the people besides the owner by team. */
async function teamsNow(trx: Db, id: number) {
  const current = await teamsOf(trx, id);
  const currentTeams: Teams = {
    partners: current.filter((p) => p.team === 1 && !p.is_owner).map((p) => p.user_id),
    opponents: current.filter((p) => p.team === 2).map((p) => p.user_id),
  };
  return { current, currentTeams };
}

/** The challenge's terms and names after the edit (what the body leaves out stays). */
function nextTerms(row: ChallengeRow, body: EditChallengeBody) {
  return {
    goal: body.goal ?? row.goal,
    wager: body.wager ?? row.wager,
    duration: body.duration ?? row.duration,
    start_on: body.start ?? row.start_on,
    exercise_id: body.exercise === undefined ? row.exercise_id : body.exercise,
    team_name: body.team_name ?? row.team_name,
    opponent_team_name: body.opponent_team_name ?? row.opponent_team_name,
  };
}

function peopleChanged(teams: Teams, currentTeams: Teams): boolean {
  const sameSet = (a: number[], b: number[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();
  return !sameSet(teams.partners, currentTeams.partners) || !sameSet(teams.opponents, currentTeams.opponents);
}

/** A change of the terms (not of the names) asks everybody again. */
function changedTerms(row: ChallengeRow, next: ReturnType<typeof nextTerms>): boolean {
  return (
    next.goal !== row.goal ||
    next.wager !== row.wager ||
    next.duration !== row.duration ||
    next.start_on !== row.start_on ||
    next.exercise_id !== row.exercise_id
  );
}
