// Admin/e2e: a running challenge ends now (its days are cut to today), so the job pays it out.
import { localDate, safeTimeZone } from '../../../kernel';
import { loadCommunityUser } from '../../shared/members';
import { invalidChallenge, notRunning } from '../errors';
import type { Challenge } from '../mappers';
import { findChallenge, updateChallenge } from '../repository';
import { type ChallengesDeps, one, transaction } from './context';

export async function endNow(deps: ChallengesDeps, id: number): Promise<{ res: true; data: Challenge }> {
  return transaction(deps, async (trx) => {
    const row = await findChallenge(trx, id, { lock: true });
    if (!row) throw invalidChallenge();
    if (row.status !== 'running') throw notRunning();
    const now = deps.clock();
    const today = localDate(now, safeTimeZone(row.time_zone));
    const startedOn = row.started_on! > today ? today : row.started_on!;
    const endsOn = row.ends_on! > today ? today : row.ends_on!;
    await updateChallenge(trx, id, { started_on: startedOn, ends_on: endsOn, ends_at: now });
    const owner = await loadCommunityUser(trx, row.owner_id);
    return { res: true, data: await one(deps, trx, id, owner) };
  });
}
