// An invited member accepts (the challenge starts once everybody has) or declines (it stops until the owner edits).
import { requireParticipating } from '../../shared/members';
import { notOpen } from '../errors';
import type { Challenge } from '../mappers';
import { type ChallengeRow, hasUnaccepted, markAccepted, markDeclined, markRunning } from '../repository';
import { challengeState } from '../rules';
import { addDays } from '../../../kernel';
import { checkOwnCapacity } from './checks';
import { challengeToday, type ChallengesDeps, type Db, one, withParticipant } from './context';

export async function accept(
  deps: ChallengesDeps,
  userId: number,
  id: number,
): Promise<{ res: true; data: Challenge }> {
  return withParticipant(deps, userId, id, async ({ trx, user, row, me }) => {
    if (me.status !== 'invited' || row.status !== 'waiting') throw notOpen();
    requireParticipating(user);
    await checkOwnCapacity(trx, user, row.wager, row.id);
    await markAccepted(trx, id, userId, deps.clock());
    await startIfComplete(trx, row, challengeToday(deps, row));
    return { res: true, data: await one(deps, trx, id, user) };
  });
}

export async function decline(
  deps: ChallengesDeps,
  userId: number,
  id: number,
): Promise<{ res: true; data: Challenge }> {
  return withParticipant(deps, userId, id, async ({ trx, user, row, me }) => {
    const state = challengeState(row, challengeToday(deps, row));
    if (me.is_owner || me.status === 'declined' || (state !== 'waiting' && state !== 'not_started')) {
      throw notOpen();
    }
    await declineIn(trx, id, userId, deps.clock());
    return { res: true, data: await one(deps, trx, id, user) };
  });
}

/** Marks the participant declined and the challenge declined (it stops until the owner edits it). */
export async function declineIn(trx: Db, challengeId: number, userId: number, now: Date): Promise<void> {
  await markDeclined(trx, challengeId, userId, now);
}

/** Starts the challenge when everybody accepted: running since the later of its start and today. */
async function startIfComplete(trx: Db, row: ChallengeRow, today: string) {
  if (await hasUnaccepted(trx, row.id)) return;
  const startedOn = row.start_on > today ? row.start_on : today;
  const endsOn = addDays(startedOn, row.duration - 1);
  await markRunning(trx, row, startedOn, endsOn, addDays(endsOn, 1));
}
