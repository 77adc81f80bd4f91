import type { AuthUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Reader, readerFor } from './access';
import type { BlogConfig } from './config';
import {
  toWpCategory,
  toWpPost,
  toWpTag,
  type WpCategory,
  type WpEmbedded,
  type WpEmbeddedTerm,
  type WpPost,
  type WpTag,
} from './mappers';
import type { PostsRepository } from './repository';
import type { ListCategoriesQuery, ListPostsQuery, ListTagsQuery } from './schemas';
import { postLinks, type Site } from './wp-compat';

export interface Paged<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export interface PostsService {
  reader(user: AuthUser | undefined): Promise<Reader>;
  /** `site` makes URLs absolute and adds `_links`; `_embed` in the query adds `_embedded`. */
  list(query: ListPostsQuery, reader: Reader, site: Site): Promise<Paged<WpPost>>;
  get(id: number, reader: Reader, site: Site, embed: boolean): Promise<WpPost>;
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
  /** `_embedded` of each post: two queries for the whole page (tags by id, categories per language). */
  async function embedAll(posts: WpPost[], site: Site): Promise<void> {
    const tagIds = [...new Set(posts.flatMap((post) => post.tags))];
    const langs = [...new Set(posts.map((post) => post.lang))];
    const [tagRows, categoryRows] = await Promise.all([
      tagIds.length ? repo.tags({ include: tagIds, hideEmpty: false }, tagIds.length, 0) : [],
      Promise.all(langs.map(async (lang) => [lang, await repo.categories(lang)] as const)),
    ]);
    const tags = new Map(tagRows.map((row) => [row.id, row]));
    const categories = new Map(categoryRows);
    const term = (
      id: number,
      name: string,
      slug: string,
      taxonomy: WpEmbeddedTerm['taxonomy'],
      link: string,
    ): WpEmbeddedTerm => ({ id, link: `${site.origin}${link}`, name, slug, taxonomy });
    for (const post of posts) {
      const cats = (categories.get(post.lang) ?? []).filter((row) => post.categories.includes(row.id));
      const embedded: WpEmbedded = {
        'wp:term': [
          cats.map((row) => {
            const category = toWpCategory(row, post.lang);
            return term(
              category.id,
              category.name,
              category.slug,
              'category',
              `/blog?categories=${category.id}`,
            );
          }),
          post.tags.flatMap((id) => {
            const row = tags.get(id);
            return row ? [term(row.id, row.name, row.slug, 'post_tag', toWpTag(row).link)] : [];
          }),
        ],
      };
      if (post.author) {
        embedded.author = [{ id: post.author, name: post.author_name, url: '', description: '' }];
      }
      if (post.more_data.featured_url) {
        const url = post.more_data.featured_url;
        embedded['wp:featuredmedia'] = [
          {
            id: post.featured_media,
            type: 'attachment',
            media_type: 'image',
            title: { rendered: '' },
            alt_text: post.more_data.featured_alt,
            source_url: url.startsWith('/') ? `${site.origin}${url}` : url,
          },
        ];
      }
      post._embedded = embedded;
    }
  }

  /** The wp/v2 extras: `_links` always, `_embedded` on request. */
  async function decorate(posts: WpPost[], site: Site, embed: boolean): Promise<WpPost[]> {
    for (const post of posts) post._links = postLinks(post, site.apiRoot);
    if (embed) await embedAll(posts, site);
    return posts;
  }

  return {
    reader: (user) => readerFor(db, user),
    async list(
      { lang, per_page, page, offset, search, tags, categories, include, slug, _embed },
      reader,
      site,
    ) {
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
      const items = rows.map((row) => toWpPost(row, reader, config, site.origin));
      return { items: await decorate(items, site, Boolean(_embed)), total, totalPages };
    },
    async get(id, reader, site, embed) {
      const row = await repo.byId(id, reader);
      if (!row) throw invalidPostId();
      const [post] = await decorate([toWpPost(row, reader, config, site.origin)], site, embed);
      return post!;
    },
    async tags({ lang, search, per_page, page, offset, hide_empty, include, slug, post }) {
      const filter = { lang, search: search || undefined, hideEmpty: hide_empty, include, slug, post };
      const [total, rows] = await Promise.all([
        repo.countTags(filter),
        repo.tags(filter, per_page, offset ?? (page - 1) * per_page),
      ]);
      const totalPages = Math.ceil(total / per_page);
      checkPage(page, totalPages, offset);
      return { items: rows.map(toWpTag), total, totalPages };
    },
    async categories({ lang, per_page, page, hide_empty, post }) {
      const all = (await repo.categories(lang, post)).filter((row) => !hide_empty || Number(row.count) > 0);
      const totalPages = Math.ceil(all.length / per_page);
      checkPage(page, totalPages, undefined);
      const items = all.slice((page - 1) * per_page, page * per_page).map((row) => toWpCategory(row, lang));
      return { items, total: all.length, totalPages };
    },
  };
}
