// Staff moderation of the team feed (issue 38): the list across companies, hiding and showing a post again. Each
// change and its audit row (action, post, hidden_at before and after) are one transaction.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { AdminFeedPage, FeedModerationResult } from '../../../shared/domain';
import type { AppError } from '../../../shared/errors';
import { auditDetails } from '../../audit';
import type { Clock } from '../../kernel';
import { listAllPosts, lockPost, showPost, toAdminFeedPost } from './moderation';
import { hidePost } from './repository';
import type { AdminFeedQuery } from './schemas';

export interface StaffAction {
  actorId: number;
  res: Response;
}

export function moderation(db: Kysely<Database>, clock: Clock, postInvalid: () => AppError) {
  /** Locks the post, hides or shows it when it is not in that state yet, and audits the outcome. */
  async function moderate(staff: StaffAction, postId: number, hide: boolean): Promise<FeedModerationResult> {
    return db.transaction().execute(async (tx) => {
      const before = await lockPost(tx, postId);
      if (!before) throw postInvalid();
      // hiding twice keeps the first moment and staff member; showing a visible post changes nothing
      if (hide && before.hidden_at === null) await hidePost(tx, postId, staff.actorId, clock());
      if (!hide && before.hidden_at !== null) await showPost(tx, postId);
      const after = await lockPost(tx, postId);
      await auditDetails(tx, staff.res, staff.actorId, {
        action: hide ? 'feed.post_hidden' : 'feed.post_shown',
        targetUserId: before.user_id,
        subject: `feed_post:${postId}`,
        before: { hidden_at: before.hidden_at },
        after: { hidden_at: after?.hidden_at ?? null },
      });
      return { id: postId, hidden: hide };
    });
  }

  return {
    hide: (staff: StaffAction, postId: number) => moderate(staff, postId, true),
    unhide: (staff: StaffAction, postId: number) => moderate(staff, postId, false),

    async adminList({ company, state, page, per_page }: AdminFeedQuery): Promise<AdminFeedPage> {
      const { rows, total } = await listAllPosts(db, {
        companyId: company,
        state,
        limit: per_page,
        offset: (page - 1) * per_page,
      });
      return { posts: rows.map(toAdminFeedPost), page, total, total_pages: Math.ceil(total / per_page) };
    },
  };
}
