// Business rules of the team feed (issue 38). Reading and cheering need the caller in the company ranking (the
// feed's opt-in, 403 rest_not_participating otherwise); a post is found only in the caller's company and only
// while its author is in the ranking and staff did not hide it (404 rest_feed_post_invalid otherwise, so another
// company's posts cannot even be probed). The author deletes their own post whatever their opt-in.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AdminFeedPage, FeedCheerResult, FeedModerationResult, FeedPage } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { logger } from '../../../shared/logger';
import { type Clock, isAbsent, localDate, safeTimeZone } from '../../kernel';
import { cheerText, type Notifier } from '../../notifications';
import { displayName, loadCommunityUser, requireParticipating } from '../shared/members';
import { toFeedPost } from './mappers';
import { moderation, type StaffAction } from './moderation-service';
import * as repo from './repository';
import type { AdminFeedQuery, FeedQuery } from './schemas';

export interface FeedService {
  list(userId: number, query: FeedQuery): Promise<FeedPage>;
  cheer(userId: number, postId: number): Promise<FeedCheerResult>;
  uncheer(userId: number, postId: number): Promise<FeedCheerResult>;
  remove(userId: number, postId: number): Promise<void>;
  hide(staff: StaffAction, postId: number): Promise<FeedModerationResult>;
  unhide(staff: StaffAction, postId: number): Promise<FeedModerationResult>;
  adminList(query: AdminFeedQuery): Promise<AdminFeedPage>;
}

const postInvalid = () => new AppError('not_found', 'rest_feed_post_invalid', 'Invalid post ID.');
const cheerOwn = () => new AppError('invalid_data', 'feed_cheer_own', 'You cannot cheer your own post.');

/** The caller when they may read the feed: in the ranking and in a company. */
async function reader(db: Kysely<Database>, userId: number) {
  const user = await loadCommunityUser(db, userId);
  requireParticipating(user);
  if (user.companyId === null) throw postInvalid();
  return { id: user.id, companyId: user.companyId };
}

export function createFeedService(db: Kysely<Database>, notifier: Notifier, clock: Clock): FeedService {
  /** Tells the author of a newly cheered post, after the commit (push leaves the process). */
  async function tellAuthor(cheererId: number, postId: number, author: repo.PostAuthor): Promise<void> {
    const cheerer = await db
      .selectFrom('users')
      .select(['first_name', 'nickname'])
      .where('id', '=', cheererId)
      .executeTakeFirstOrThrow();
    // in-app always; push when the author allows it and is not absent today (absences mute notifications, spec
    // §1); never mail or SMS for a cheer
    const today = localDate(clock(), safeTimeZone(author.time_zone));
    const absent = isAbsent(today, { from: author.absence_from, until: author.absence_until });
    await notifier.notify(
      { ...author, per_push: absent ? 0 : author.per_push, per_mail: 0, sms: 0 },
      {
        kind: 'cheer',
        dedupeKey: `cheer:${postId}:${cheererId}`,
        text: { ...cheerText(author.lang, displayName(cheerer), author), mailSubject: '', mailBody: '' },
      },
    );
  }

  return {
    async list(userId, { page, per_page }) {
      const me = await reader(db, userId);
      const { rows, total } = await repo.listPosts(db, {
        companyId: me.companyId,
        readerId: me.id,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return {
        posts: rows.map((row) => toFeedPost(row, me.id)),
        page,
        total,
        total_pages: Math.ceil(total / per_page),
      };
    },

    async cheer(userId, postId) {
      const { author, added, cheers } = await db.transaction().execute(async (tx) => {
        const me = await reader(tx, userId);
        const found = await repo.findVisiblePost(tx, postId, me.companyId);
        if (!found) throw postInvalid();
        if (found.id === me.id) throw cheerOwn();
        const isNew = await repo.addCheer(tx, postId, me.id);
        return { author: found, added: isNew, cheers: await repo.countCheers(tx, postId) };
      });
      if (added) {
        // the cheer stands even when the notice fails: it is shown in the feed either way
        await tellAuthor(userId, postId, author).catch((error: unknown) => {
          logger.warn({ err: error }, 'cheer notification failed');
        });
      }
      return { id: postId, cheers, cheered: true };
    },

    async uncheer(userId, postId) {
      return db.transaction().execute(async (tx) => {
        const me = await reader(tx, userId);
        if (!(await repo.findVisiblePost(tx, postId, me.companyId))) throw postInvalid();
        await repo.removeCheer(tx, postId, me.id);
        return { id: postId, cheers: await repo.countCheers(tx, postId), cheered: false };
      });
    },

    async remove(userId, postId) {
      if (!(await repo.deleteOwnPost(db, postId, userId))) throw postInvalid();
    },

    ...moderation(db, clock, postInvalid),
  };
}
