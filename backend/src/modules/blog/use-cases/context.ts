// What every blog use case shares: the deps the service is built with, the readable-post check of the reader's
// actions and the errors of the editor's writes.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import { type BlogConfig, invalidPostId, type PostsRepository, type Reader } from '../../posts';
import type { BlogRepository, VisiblePost } from '../repository';

/** The deps of every use case; `now` decides when an article is read or a post is published. */
export interface BlogDeps {
  db: Kysely<Database>;
  /** the visitor's post and tag lists (posts module) */
  posts: PostsRepository;
  config: BlogConfig;
  now: () => Date;
  /** the blog queries on `db`, outside a transaction */
  repo: BlogRepository;
}

const membersOnly = () =>
  new AppError('forbidden', 'rest_members_only', 'Please log in to read this article.');

/** The post, readable by `reader`; 404 when it is not public, 403 when it is members-only for them. */
export async function readable({ repo }: BlogDeps, reader: Reader, postId: number): Promise<VisiblePost> {
  const post = await repo.visiblePost(postId);
  if (!post) throw invalidPostId();
  if (post.members_only && !reader.access) throw membersOnly();
  return post;
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export const postExists = () =>
  new AppError('conflict', 'rest_post_exists', 'A post with this slug exists in this language.', {
    params: { slug: 'slug is taken in this language.' },
  });
