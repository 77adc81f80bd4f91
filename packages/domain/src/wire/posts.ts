// The blog's JSON (docs/api-marketing.md "WpPost"): posts with the officefit extras, tags and categories as the
// backend's posts module sends them (WordPress 6.1 shapes) and the marketing app reads them. Types only.
import type { ContentLang } from '../index';

/** The configured blog categories (the backend's blog config maps each to a category id). */
export type WpBlogCategory = 'blog' | 'diet' | 'mental';

/** A link of `_links` (wp/v2). */
export interface WpLink {
  href: string;
  embeddable?: true;
  taxonomy?: string;
  name?: string;
  templated?: true;
}

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
    /**
     * The featured picture's alt text in the article's language (German when that one is empty); '' without a
     * picture, for a decorative one or a path that is no uploaded CMS picture.
     */
    featured_alt: string;
    category: WpBlogCategory | null;
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
    alt_text: string;
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

/**
 * A tag in the article editor (GET/POST `cms/tags`, #39 point 9): its name in both languages. A tag belongs to one
 * language; its name in the other is that of the tag with the same kind and key there (`artikel-angst` ↔
 * `artikel_en-angst`), null while there is none.
 */
export interface CmsTag extends WpTag {
  names: Record<ContentLang, string | null>;
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

/** GET blog_config: the category and tag ids, the tag prefixes, the page sizes and the members-access marker. */
export interface BlogConfig {
  categories: Record<WpBlogCategory, number>;
  mentalTagIds: Record<ContentLang, number>;
  tagPrefixes: Record<'article' | 'diet', Record<ContentLang, string>>;
  tagsPerPage: number;
  categoryPostsPerPage: number;
  membersAccessMarker: string;
}
