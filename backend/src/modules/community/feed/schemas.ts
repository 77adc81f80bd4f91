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
