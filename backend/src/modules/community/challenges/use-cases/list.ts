// Reading challenges: the caller's own (or the company's running ones) with the limit and points, and one by id.
import { totalPoints } from '../../../activity';
import { MAX_ACTIVE_CHALLENGES } from '../../../kernel';
import { loadCommunityUser, requireParticipating } from '../../shared/members';
import { invalidChallenge } from '../errors';
import type { Challenge } from '../mappers';
import {
  activeChallengeStats,
  challengeIdsOf,
  findChallenge,
  findChallenges,
  runningIdsOfCompany,
} from '../repository';
import type { ChallengeState } from '../rules';
import { type ChallengesDeps, views } from './context';

export interface ChallengeListMeta {
  participating: 0 | 1;
  active: number;
  limit: number;
  points: number;
  available_points: number;
}

/** Open invitations first, then by state, the newest first within each. */
const ORDER: Record<ChallengeState, number> = {
  waiting: 1,
  not_started: 2,
  running: 3,
  completed: 4,
  declined: 5,
};

export async function list(
  deps: ChallengesDeps,
  userId: number,
  scope: 'mine' | 'company',
): Promise<{ res: true; data: Challenge[]; meta: ChallengeListMeta }> {
  const { db } = deps;
  const caller = await loadCommunityUser(db, userId);
  let ids: number[];
  if (scope === 'company') {
    requireParticipating(caller);
    ids = caller.companyId === null ? [] : await runningIdsOfCompany(db, caller.companyId);
  } else {
    ids = await challengeIdsOf(db, userId);
  }
  const data = await views(deps, db, await findChallenges(db, ids), caller);
  const rank = (c: Challenge) => (c.can_accept ? 0 : ORDER[c.state]);
  data.sort((a, b) => rank(a) - rank(b) || b.id - a.id);
  const stats = await activeChallengeStats(db, userId);
  const points = await totalPoints(db, userId);
  return {
    res: true,
    data,
    meta: {
      participating: caller.participating ? 1 : 0,
      active: stats.count,
      limit: MAX_ACTIVE_CHALLENGES,
      points,
      available_points: Math.max(0, points - stats.wagers),
    },
  };
}

/** A challenge for its participants, and a running or completed one for the opted-in colleagues. */
export async function get(
  deps: ChallengesDeps,
  userId: number,
  id: number,
): Promise<{ res: true; data: Challenge }> {
  const { db } = deps;
  const caller = await loadCommunityUser(db, userId);
  const row = await findChallenge(db, id);
  if (!row) throw invalidChallenge();
  const challenge = (await views(deps, db, [row], caller))[0]!;
  const visible =
    challenge.my_status !== null ||
    (caller.participating &&
      caller.companyId === row.company_id &&
      (challenge.state === 'running' || challenge.state === 'completed'));
  if (!visible) throw invalidChallenge();
  return { res: true, data: challenge };
}
