// A new challenge: the owner on team 1, the named people invited; a duel without an opponent gets a random one.
import { requireParticipating, invalidParam } from '../../shared/members';
import { noSuitableMembers } from '../errors';
import type { Challenge } from '../mappers';
import { insertChallenge, insertOwner } from '../repository';
import { typeOfKind } from '../rules';
import type { CreateChallengeBody } from '../schemas';
import {
  checkDuplicate,
  checkExercise,
  checkMembers,
  checkOwnCapacity,
  checkTeamNames,
  checkTeams,
  insertMembers,
  randomOpponent,
  type Teams,
} from './checks';
import { asCaller, type ChallengesDeps, one, todayOf } from './context';

export async function create(
  deps: ChallengesDeps,
  userId: number,
  body: CreateChallengeBody,
): Promise<{ res: true; data: Challenge }> {
  return asCaller(deps, userId, async (trx, owner) => {
    requireParticipating(owner);
    const kind = body.kind;
    if (body.type !== typeOfKind(kind)) {
      throw invalidParam('type', `type must be ${typeOfKind(kind)} for a ${kind} challenge.`);
    }
    const today = todayOf(deps, owner);
    const start = body.start ?? today;
    if (start < today) throw invalidParam('start', 'Start date must not be in the past');
    if (kind === 'company' && body.wager > 0)
      throw invalidParam('wager', 'A company challenge has no wager.');
    const teams: Teams = { partners: body.partners, opponents: body.opponents };
    checkTeams(kind, teams, owner.id);
    await checkExercise(trx, kind, body.exercise);
    if (owner.companyId === null) throw noSuitableMembers();
    await checkTeamNames(trx, owner.companyId, body, null);
    await checkOwnCapacity(trx, owner, body.wager, null);
    await checkMembers(trx, owner.companyId, [...teams.partners, ...teams.opponents]);
    // a random opponent is new by choice; a named one must not repeat a current challenge
    if (kind !== 'duel' || teams.opponents.length) {
      const terms = { kind, goal: body.goal, duration: body.duration, wager: body.wager, start_on: start };
      await checkDuplicate(trx, owner, terms, teams);
    }
    if (kind === 'duel' && !teams.opponents.length) {
      teams.opponents = [await randomOpponent(trx, owner, body.wager)];
    }
    const id = await insertChallenge(trx, {
      company_id: owner.companyId,
      owner_id: owner.id,
      kind,
      type: typeOfKind(kind),
      goal: body.goal,
      wager: body.wager,
      duration: body.duration,
      start_on: start,
      time_zone: owner.timeZone,
      team_name: body.team_name,
      opponent_team_name: body.opponent_team_name,
      exercise_id: body.exercise ?? null,
    });
    await insertOwner(trx, id, owner.id, deps.clock());
    await insertMembers(trx, id, teams);
    return { res: true, data: await one(deps, trx, id, owner) };
  });
}
