import type { AuthUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Reader, readerFor } from './access';
import type { BlogConfig } from './config';
import { toWpCategory, toWpPost, toWpTag, type WpCategory, type WpPost, type WpTag } from './mappers';
import type { PostsRepository } from './repository';
import type { ListCategoriesQuery, ListPostsQuery, ListTagsQuery } from './schemas';

export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export interface PostsService {
  reader(user: AuthUser | undefined): Promise<Reader>;
  list(query: ListPostsQuery, reader: Reader): Promise<Paged<WpPost>>;
  get(id: number, reader: Reader): Promise<WpPost>;
  tags(query: ListTagsQuery): Promise<Paged<WpTag>>;
  categories(query: ListCategoriesQuery): Promise<Paged<WpCategory>>;
}

export const invalidPostId = () => new AppError('not_found', 'rest_post_invalid_id', 'Invalid post ID.');

/** WordPress answers a page past the end with 400 rest_post_invalid_page_number. */
function checkPage(page: number, totalPages: number, offset: number | undefined): void {
  if (offset === undefined && totalPages > 0 && page > totalPages) {
    throw new AppError(
      'invalid_data',
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
}

/** Business rules of wp/v2/posts, tags and categories. */
export function createPostsService(
  repo: PostsRepository,
  db: Kysely<Database>,
  config: BlogConfig,
): PostsService {
  return {
    reader: (user) => readerFor(db, user),
    async list({ lang, per_page, page, offset, search, tags, categories, include, slug }, reader) {
      const filter = {
        lang,
        search: search || undefined,
        tags,
        categories,
        include,
        slug,
        includeMembersOnly: reader.access,
      };
      const [total, rows] = await Promise.all([
        repo.count(filter),
        repo.page(filter, reader, per_page, offset ?? (page - 1) * per_page),
      ]);
      const totalPages = Math.ceil(total / per_page);
      checkPage(page, totalPages, offset);
      return { items: rows.map((row) => toWpPost(row, reader, config)), total, totalPages };
    },
    async get(id, reader) {
      const row = await repo.byId(id, reader);
      if (!row) throw invalidPostId();
      return toWpPost(row, reader, config);
    },
    async tags({ lang, search, per_page, page, offset, hide_empty, include, slug }) {
      const filter = { lang, search: search || undefined, hideEmpty: hide_empty, include, slug };
      const [total, rows] = await Promise.all([
        repo.countTags(filter),
        repo.tags(filter, per_page, offset ?? (page - 1) * per_page),
      ]);
      const totalPages = Math.ceil(total / per_page);
      checkPage(page, totalPages, offset);
      return { items: rows.map(toWpTag), total, totalPages };
    },
    async categories({ lang, per_page, page, hide_empty }) {
      const all = (await repo.categories(lang)).filter((row) => !hide_empty || Number(row.count) > 0);
      const totalPages = Math.ceil(all.length / per_page);
      checkPage(page, totalPages, undefined);
      const items = all.slice((page - 1) * per_page, page * per_page).map((row) => toWpCategory(row, lang));
      return { items, total: all.length, totalPages };
    },
  };
}
