import { z } from 'zod';
import { integerParam } from '../../../shared/params';

/** Posts per page when the client names none. */
export const FEED_PAGE_SIZE = 20;

/** GET feed: newest first, WordPress-style paging. */
export const feedQuery = z.strictObject({
  page: integerParam('page', 1, 100_000).default(1),
  per_page: integerParam('per_page', 1, 50).default(FEED_PAGE_SIZE),
});
export type FeedQuery = z.output<typeof feedQuery>;

export { idParams, noQuery } from '../shared/schemas';

/** GET admin/feed: every company's posts, newest first, optionally of one company and one state. */
export const adminFeedQuery = z.strictObject({
  company: integerParam('company', 1, 2_147_483_647).optional(),
  state: z
    .enum(['visible', 'hidden', 'all'], { error: 'state is not one of visible, hidden, all.' })
    .default('all'),
  page: integerParam('page', 1, 100_000).default(1),
  per_page: integerParam('per_page', 1, 100).default(FEED_PAGE_SIZE),
});
export type AdminFeedQuery = z.output<typeof adminFeedQuery>;
