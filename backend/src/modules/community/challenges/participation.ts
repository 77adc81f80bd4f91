// PUT participating: the ranking opt-in (me meta `participating`). Opting out declines the user's open invitations
// and is refused while they take part in an active challenge.
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import type { Clock } from '../../kernel';
import { loadCommunityUser } from '../shared/members';
import { activeChallengeStats } from './repository';
import { declineIn } from './use-cases/respond';

export async function setParticipating(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  participating: 0 | 1,
): Promise<{ participating: 0 | 1; declined: number }> {
  return db.transaction().execute(async (trx) => {
    await loadCommunityUser(trx, userId, { lock: true });
    let declined = 0;
    if (participating === 0) {
      if ((await activeChallengeStats(trx, userId)).count > 0) {
        throw new AppError(
          'conflict',
          'challenge_active_opt_out',
          'You cannot leave the ranking while you take part in an active challenge.',
        );
      }
      const open = await trx
        .selectFrom('challenge_participants as cp')
        .innerJoin('challenges as c', 'c.id', 'cp.challenge_id')
        .select('c.id')
        .where('cp.user_id', '=', userId)
        .where('cp.status', '=', 'invited')
        .where('c.status', 'in', ['waiting', 'declined'])
        .orderBy('c.id')
        .forUpdate('c')
        .execute();
      for (const { id } of open) await declineIn(trx, id, userId, clock());
      declined = open.length;
    }
    await trx
      .updateTable('users')
      .set({ participating, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
    return { participating, declined };
  });
}
