// A colleague cheers for a member of a running challenge: both get the cheer points once.
import { AppError } from '../../../../shared/errors';
import { COMMUNITY_POINT_REASONS, COMMUNITY_POINTS, localDate } from '../../../kernel';
import { loadCommunityUser, requireParticipating } from '../../shared/members';
import { awardActivityOnce } from '../../shared/points';
import { invalidChallenge, notRunning } from '../errors';
import { findChallenge, hasAccepted } from '../repository';
import { challengeRefs, challengeState } from '../rules';
import { asCaller, challengeToday, type ChallengesDeps, todayOf } from './context';

export async function cheer(
  deps: ChallengesDeps,
  userId: number,
  id: number,
  target: number,
): Promise<{ res: true; points: number }> {
  return asCaller(deps, userId, async (trx, caller) => {
    requireParticipating(caller);
    const row = await findChallenge(trx, id);
    if (!row || row.company_id !== caller.companyId) throw invalidChallenge();
    if (challengeState(row, challengeToday(deps, row)) !== 'running') throw notRunning();
    if (!(await hasAccepted(trx, id, target)) || target === userId) {
      throw new AppError('invalid_data', 'challenge_cheer_invalid', 'You cannot cheer for this member.');
    }
    // not locked: the awards are idempotent, and locking a second user could deadlock with their cheer
    const other = await loadCommunityUser(trx, target);
    const ref = challengeRefs.cheer(id, userId, target);
    const event = { points: COMMUNITY_POINTS.cheer, reason: COMMUNITY_POINT_REASONS.cheer, ref };
    const points = await awardActivityOnce(trx, caller, { ...event, date: todayOf(deps, caller) });
    if (points > 0)
      await awardActivityOnce(trx, other, { ...event, date: localDate(deps.clock(), other.timeZone) });
    return { res: true, points };
  });
}
