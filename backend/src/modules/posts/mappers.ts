// Rows → the WordPress REST shapes (docs/api-marketing.md): posts with the officefit extras, tags, categories.
import type { ContentLang } from '../../shared/domain';
import type { Reader } from './access';
import { type BlogCategory, type BlogConfig, MEMBERS_ACCESS_EXCERPT } from './config';
import { escapeHtml, readingMinutes } from './html';
import type { CategoryRow, PostRow, TagRow } from './repository';
import { type WpLink, wpGmt } from './wp-compat';

export interface WpRating {
  /** Mean stars, one decimal; 0 without ratings. */
  average: number;
  count: number;
  /** The caller's stars; null for visitors and when not rated. */
  mine: number | null;
}

export interface WpPost {
  id: number;
  /** Publication time, ISO 8601 in UTC (with `Z`: the site's time zone is UTC). */
  date: string;
  /** The same in WordPress's GMT format, without zone: `2024-05-01T08:00:00`. */
  date_gmt: string;
  modified: string;
  modified_gmt: string;
  /** WordPress's permanent id of the post: `<site>/?p=<id>`. */
  guid: { rendered: string };
  slug: string;
  lang: ContentLang;
  status: 'publish';
  type: 'post';
  /** The article page, absolute when the site is known (wp/v2), else site-relative. */
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string; protected: false };
  content: { rendered: string; protected: false };
  /** User id of the author; 0 when there is none, as in WordPress. */
  author: number;
  author_name: string;
  /** 0 without an image; there is no media library, the URL is more_data.featured_url. */
  featured_media: number;
  /** There are no comments or pingbacks on the blog. */
  comment_status: 'closed';
  ping_status: 'closed';
  sticky: false;
  template: '';
  format: 'standard';
  /** No registered post meta; WordPress sends an empty array then. */
  meta: [];
  categories: number[];
  /** Tag ids. */
  tags: number[];
  members_only: boolean;
  more_data: {
    featured_url: string | null;
    category: BlogCategory | null;
    reading_minutes: number;
    translation_id: number | null;
  };
  isFavourite: boolean;
  isRead: boolean;
  rating: WpRating;
  /** wp/v2 only. */
  _links?: Record<string, WpLink[]>;
  /** wp/v2 with `_embed` only. */
  _embedded?: WpEmbedded;
}

/** A term as `_embed` shows it (WordPress's "embed" context). */
export interface WpEmbeddedTerm {
  id: number;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category' | 'post_tag';
}

/** `_embedded`: the author, the featured image and the terms (categories, then tags), as WordPress embeds them. */
export interface WpEmbedded {
  /** Only the public name: no user pages, slugs or avatars. */
  author?: { id: number; name: string; url: ''; description: '' }[];
  'wp:featuredmedia'?: {
    id: number;
    type: 'attachment';
    media_type: 'image';
    title: { rendered: '' };
    alt_text: '';
    source_url: string;
  }[];
  'wp:term': [WpEmbeddedTerm[], WpEmbeddedTerm[]];
}

export interface WpTag {
  id: number;
  count: number;
  name: string;
  slug: string;
  description: string;
  taxonomy: 'post_tag';
  link: string;
  lang: ContentLang;
}

export interface WpCategory {
  id: number;
  count: number;
  name: string;
  slug: string;
  description: string;
  parent: 0;
  taxonomy: 'category';
}

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
    content: { rendered: withheld ? '' : row.content, protected: false },
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
