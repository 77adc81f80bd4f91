// Public surface of the blog module (officefit/v1): blog configuration, bookmarks, read marks, reading points,
// ratings, blog visits, and the article editor (cms/posts, cms/tags).
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPostsRepository, loadBlogConfig } from '../posts';
import { blogRoutes } from './routes';
import { createBlogService } from './service';

export { ARTICLE_READ_REASON, articleReadRef } from './service';
export type { CmsPost } from './mappers';

export interface BlogModuleDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  env?: NodeJS.ProcessEnv;
}

/** Wires the blog module (mounted under /officefit/v1). */
export function createBlogModule({ db, requireAuth, env }: BlogModuleDeps): { router: Router } {
  const config = loadBlogConfig(env);
  const service = createBlogService(db, createPostsRepository(db), config);
  return { router: blogRoutes(service, requireAuth, config) };
}
