// Public surface of the posts (blog) module: wp/v2 posts, tags and categories.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadBlogConfig } from './config';
import { createPostListCache } from './list-cache';
import { createPostsRepository } from './repository';
import { postsRoutes } from './routes';
import { createPostsService } from './service';

export { toWpPost, toWpTag, type WpCategory, type WpPost, type WpRating, type WpTag } from './mappers';
export { type Reader, readerFor, VISITOR } from './access';
export {
  BLOG_CATEGORIES,
  type BlogCategory,
  type BlogConfig,
  CATEGORY_NAMES,
  loadBlogConfig,
  MEMBERS_ACCESS_EXCERPT,
  MEMBERS_ACCESS_MARKER,
  MENTAL_TAG,
  TAG_PREFIXES,
  type TagKind,
} from './config';
export { escapeHtml, htmlProblem, htmlProblemMessage, isAllowedHref, isSitePath } from './html';
export { createPostsRepository, type PostsRepository } from './repository';
export { POST_LIST_CHANGES_KEEP_SECONDS, prunePostListChanges } from './list-cache';
export { booleanParam, idListParam } from './schemas';
export { sendPaged } from './routes';
export { siteOf } from './wp-compat';
export { createPostsService, invalidPostId, type Paged, type PostsService } from './service';

export interface PostsModuleDeps {
  db: Kysely<Database>;
  /** Optional authentication (shared/auth identify()): public route, more for signed-in users. */
  identify: RequestHandler;
  env?: NodeJS.ProcessEnv;
}

/** Wires the posts module: repository → service → router (mounted under /wp/v2). */
export function createPostsModule({ db, identify, env }: PostsModuleDeps): { router: Router } {
  const service = createPostsService(createPostsRepository(db), db, loadBlogConfig(env));
  // visitors' lists are kept per process and checked against post_list_changes on every use
  return {
    router: postsRoutes(service, identify, createPostListCache(db)),
  };
}
