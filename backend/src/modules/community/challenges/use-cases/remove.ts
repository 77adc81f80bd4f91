// The owner deletes a challenge that has not run; its team photos' files go after the commit.
import { AppError } from '../../../../shared/errors';
import { deleteChallenge, photoKeysOf } from '../repository';
import { challengeState } from '../rules';
import { challengeToday, type ChallengesDeps, withOwned } from './context';
import { deleteFiles } from './photos';

export async function remove(
  deps: ChallengesDeps,
  userId: number,
  id: number,
): Promise<{ res: true; deleted: number }> {
  return withOwned(deps, userId, id, async ({ trx, row }) => {
    const state = challengeState(row, challengeToday(deps, row));
    if (state === 'running' || state === 'completed') {
      throw new AppError(
        'conflict',
        'challenge_not_deletable',
        'A running or completed challenge cannot be deleted.',
      );
    }
    // the photo rows go with the challenge (on delete cascade); their files are removed after the commit
    const keys = await photoKeysOf(trx, id);
    await deleteChallenge(trx, id);
    return { keys };
  }).then(async ({ keys }) => {
    await deleteFiles(deps.storage, keys);
    return { res: true, deleted: id };
  });
}
