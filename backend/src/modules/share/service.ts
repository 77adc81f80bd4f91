// Sharing an exercise with a colleague of the same company: both get +50 once per exercise and pair (A→B and
// B→A count as one pair), and the colleague gets a mail (once per sender, colleague and exercise).
import { AppError } from '../../shared/errors';
import { type ActivityUser, todayOf } from '../activity/context';
import type { Clock } from '../activity/dates';
import { pointRefs } from '../activity/ledger';
import { exerciseShareMail } from './mail';
import type { ShareRepository } from './repository';
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
      const exerciseName = await repo.exerciseName(id, recipient.lang === 'en-US' ? 'en' : 'de');
      if (exerciseName === undefined) {
        throw new AppError('not_found', 'rest_exercise_invalid', 'Invalid exercise ID.');
      }

      return repo.transaction(async (tx) => {
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
        // lower user id first: A→B and B→A at the same moment insert in the same order (no deadlock)
        const [first, second] = sender.id < recipient.id ? [sender, recipient] : [recipient, sender];
        const firstPoints = await tx.award(first, 'share', ref, todayOf(first, now));
        const secondPoints = await tx.award(second, 'share', ref, todayOf(second, now));
        return { points: first === sender ? firstPoints : secondPoints };
      });
    },
  };
}
