// Rows → the WordPress REST shapes (docs/api-marketing.md): posts with the officefit extras, tags, categories.
import type {
  ContentLang,
  WpCategory,
  WpEmbedded,
  WpEmbeddedTerm,
  WpPost,
  WpRating,
  WpTag,
} from '../../shared/domain';
import { sanitizeHtmlForReaders } from '../../shared/html-sanitizer';
import type { Reader } from './access';
import { type BlogCategory, type BlogConfig, MEMBERS_ACCESS_EXCERPT } from './config';
import { escapeHtml, readingMinutes } from './html';
import type { CategoryRow, PostRow, TagRow } from './repository';
import { wpGmt } from './wp-compat';

// The JSON shapes are declared once in @officefit/domain (wire/posts.ts), read by the marketing app too.
export type { WpCategory, WpEmbedded, WpEmbeddedTerm, WpPost, WpRating, WpTag };

/** The configured category key of the first category of the post. */
function categoryKey(ids: readonly number[], config: BlogConfig): BlogCategory | null {
  for (const id of ids) {
    const entry = Object.entries(config.categories).find(([, value]) => value === id);
    if (entry) return entry[0] as BlogCategory;
  }
  return null;
}

/**
 * Maps a post row; title and excerpt are stored as plain text, content as HTML. Withholds what `reader` may not
 * read. `origin` (e.g. `https://officefit.example`) makes `link` and `guid` absolute as in WordPress.
 */
export function toWpPost(row: PostRow, reader: Reader, config: BlogConfig, origin = ''): WpPost {
  const withheld = row.members_only && !reader.access;
  // public posts always have a publication time (CHECK + the published filter)
  const date = row.published_at ?? new Date(0);
  return {
    id: row.id,
    date: date.toISOString(),
    date_gmt: wpGmt(date),
    modified: row.updated_at.toISOString(),
    modified_gmt: wpGmt(row.updated_at),
    guid: { rendered: `${origin}/?p=${row.id}` },
    slug: row.slug,
    lang: row.lang,
    status: 'publish',
    type: 'post',
    link: `${origin}/blog/${row.id}`,
    title: { rendered: escapeHtml(row.title) },
    excerpt: {
      rendered: withheld ? MEMBERS_ACCESS_EXCERPT : row.excerpt ? `<p>${escapeHtml(row.excerpt)}</p>\n` : '',
      protected: false,
    },
    // sanitized again on the way out (see shared/html-sanitizer)
    content: { rendered: withheld ? '' : sanitizeHtmlForReaders(row.content), protected: false },
    author: row.author_id ?? 0,
    author_name: row.author_name,
    featured_media: row.featured_url ? row.id : 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories: row.category_ids,
    tags: row.tag_ids,
    members_only: row.members_only,
    more_data: {
      featured_url: row.featured_url,
      featured_alt: row.featured_url ? row.featured_alt : '',
      category: categoryKey(row.category_ids, config),
      reading_minutes: readingMinutes(row.content),
      translation_id: row.translation_id,
    },
    isFavourite: Boolean(row.is_favourite),
    isRead: Boolean(row.is_read),
    rating: {
      average: Number(row.rating_average),
      count: Number(row.rating_count),
      mine: row.rating_mine === null ? null : Number(row.rating_mine),
    },
  };
}

export function toWpTag(row: TagRow): WpTag {
  return {
    id: row.id,
    count: Number(row.count),
    name: row.name,
    slug: row.slug,
    description: row.description,
    taxonomy: 'post_tag',
    link: `/blog?tags=${row.id}`,
    lang: row.lang,
  };
}

export function toWpCategory(row: CategoryRow, lang: ContentLang): WpCategory {
  return {
    id: row.id,
    count: Number(row.count),
    name: lang === 'en' ? row.name_en : row.name_de,
    slug: row.slug,
    description: row.description,
    parent: 0,
    taxonomy: 'category',
  };
}
