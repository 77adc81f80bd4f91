// Public surface of the posts (blog) module.
import type { RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createPostsRepository } from './repository';
import { postsRoutes } from './routes';
import { createPostsService } from './service';

export type { WpPost } from './mappers';

export interface PostsModuleDeps {
  db: Kysely<Database>;
  /** Optional authentication (shared/auth identify()): public route, more for signed-in users. */
  identify: RequestHandler;
}

/** Wires the posts module: repository → service → router (mounted under /wp/v2). */
export function createPostsModule({ db, identify }: PostsModuleDeps): { router: Router } {
  return { router: postsRoutes(createPostsService(createPostsRepository(db)), identify) };
}
