// Sharing an exercise with a colleague of the same company: both get +50 once per exercise and pair (A→B and
// B→A count as one pair), at most DAILY_SHARE_POINTS_CAP a day each, and the colleague gets a mail (once per
// sender, colleague and exercise).
import { contentLangOf } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { type ActivityUser, pointRefs, todayOf } from '../activity';
import { type Clock, DAILY_SHARE_POINTS_CAP, POINTS } from '../kernel';
import { exerciseShareMail } from './mail';
import type { ShareRepository, ShareTx } from './repository';
import type { ShareBody } from './schemas';

export interface ShareService {
  share(userId: number, body: ShareBody): Promise<{ points: number }>;
}

function displayName(user: ActivityUser): string {
  return user.nickname || user.firstName || user.email.split('@')[0]!;
}

function invalidColleague(): AppError {
  return new AppError('not_found', 'rest_user_invalid', 'No colleague with this e-mail address was found.');
}

/** The share award unless it would take the user's share points of that day beyond the cap (never partly). */
async function awardShareCapped(tx: ShareTx, user: ActivityUser, ref: string, date: string): Promise<number> {
  if ((await tx.sharePoints(user.id, date)) + POINTS.share > DAILY_SHARE_POINTS_CAP) return 0;
  return tx.award(user, 'share', ref, date);
}

/** Business rules of PUT officefit/v1/exercise_share; `clock` decides the day of the points. */
export function createShareService(repo: ShareRepository, clock: Clock): ShareService {
  return {
    async share(userId, { id, email, user: userParam }) {
      const sender = await repo.user(userId);
      if (email === sender.email || userParam === sender.id) {
        throw new AppError('invalid_data', 'rest_share_self', 'You cannot share an exercise with yourself.');
      }
      const recipientId =
        sender.companyId === null ? undefined : await repo.colleagueId(email, sender.companyId);
      if (recipientId === undefined || (userParam !== undefined && userParam !== recipientId)) {
        throw invalidColleague();
      }
      const recipient = await repo.user(recipientId);
      const exerciseName = await repo.exerciseName(id, contentLangOf(recipient.lang));
      if (exerciseName === undefined) {
        throw new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');
      }

      // lower user id first: A→B and B→A at the same moment lock and insert in the same order (no deadlock)
      const [first, second] = sender.id < recipient.id ? [sender, recipient] : [recipient, sender];
      return repo.transaction(async (tx) => {
        // both rows locked: parallel shares of one user are counted one after another against the daily cap
        await tx.lockUser(first.id);
        await tx.lockUser(second.id);
        if (!(await tx.recordShare(sender.id, recipient.id, id))) return { points: 0 };
        const mail = exerciseShareMail(recipient.lang, displayName(sender), displayName(recipient), {
          id,
          name: exerciseName,
        });
        await tx.queueMail({
          kind: 'exercise_share',
          recipient: recipient.email,
          lang: recipient.lang,
          ...mail,
        });
        const now = clock();
        const ref = pointRefs.share(id, sender.id, recipient.id);
        const firstPoints = await awardShareCapped(tx, first, ref, todayOf(first, now));
        const secondPoints = await awardShareCapped(tx, second, ref, todayOf(second, now));
        return { points: first === sender ? firstPoints : secondPoints };
      });
    },
  };
}
