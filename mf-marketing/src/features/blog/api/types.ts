/** A blog article as served by `wp/v2/posts` (docs/api-marketing.md "WpPost"). */
export interface WpPost {
  id: number;
  date: string;
  modified: string;
  slug: string;
  lang: 'de' | 'en';
  status: 'publish';
  link: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
  author: number;
  author_name: string;
  featured_media: number;
  categories: number[];
  tags: number[];
  members_only: boolean;
  more_data: {
    featured_url: string | null;
    category: 'blog' | 'diet' | 'mental' | null;
    reading_minutes: number;
    translation_id: number | null;
  };
  isFavourite: boolean;
  isRead: boolean;
  rating: ArticleRating;
}

/** Average (one decimal, 0 without ratings), count and the caller's own stars (null for visitors). */
export interface ArticleRating {
  average: number;
  count: number;
  mine: number | null;
}

/** A tag of `wp/v2/tags`. */
export interface WpTag {
  id: number;
  count: number;
  name: string;
  slug: string;
  lang: 'de' | 'en';
}

/** `GET officefit/v1/blog_config`: category and tag ids and the members-access marker. */
export interface BlogConfig {
  categories: { blog: number; diet: number; mental: number };
  mentalTagIds: { de: number; en: number };
  tagPrefixes: { article: { de: string; en: string }; diet: { de: string; en: string } };
  tagsPerPage: number;
  categoryPostsPerPage: number;
  membersAccessMarker: string;
}

/** The marker WordPress puts into the excerpt of an article the caller may not read (spec §5). */
export const MEMBERS_ACCESS_MARKER = 'members-access-error';

/** True when the article is withheld from the caller (members-only, no access). */
export function isWithheld(post: Pick<WpPost, 'excerpt'>, marker = MEMBERS_ACCESS_MARKER): boolean {
  return post.excerpt.rendered.includes(marker);
}
