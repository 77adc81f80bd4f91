// What every wp/v2 use case shares: the deps the service is built with, the paged answer and the WordPress
// errors of a missing post and of a page past the end.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../shared/errors';
import type { BlogConfig } from '../config';
import type { PostsRepository } from '../repository';

/** The deps of every use case. */
export interface PostsDeps {
  repo: PostsRepository;
  db: Kysely<Database>;
  config: BlogConfig;
}

export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export const invalidPostId = () => new AppError('not_found', 'rest_post_invalid_id', 'Invalid post ID.');

/** WordPress answers a page past the end with 400 rest_post_invalid_page_number. */
export function checkPage(page: number, totalPages: number, offset: number | undefined): void {
  if (offset === undefined && totalPages > 0 && page > totalPages) {
    throw new AppError(
      'invalid_data',
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
}
