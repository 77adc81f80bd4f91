import { z } from 'zod';
import { contentLangParam, integerParam } from '../../shared/params';

/**
 * GET /wp/v2/posts, the WordPress parameters we support: `per_page` (1–100, default 10), `page` (default 1),
 * `offset` (wins over `page`, as in WordPress) and `search` (title, excerpt and content).
 */
export const listPostsQuery = z.strictObject({
  lang: contentLangParam,
  per_page: integerParam('per_page', 1, 100).default(10),
  page: integerParam('page', 1, 1_000_000).default(1),
  offset: integerParam('offset', 0, 100_000_000).optional(),
  search: z.string({ error: 'search must be a string.' }).trim().max(200).optional(),
});
export type ListPostsQuery = z.output<typeof listPostsQuery>;
