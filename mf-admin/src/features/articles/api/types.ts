/** Languages of articles. */
export type PostLang = 'de' | 'en';
export type PostStatus = 'draft' | 'publish' | 'private';
export const POST_STATUSES: readonly PostStatus[] = ['draft', 'publish', 'private'];

/** An article as the editor sees it (docs/api-marketing.md "Article editor"). */
export interface CmsPost {
  id: number;
  lang: PostLang;
  slug: string;
  title: string;
  excerpt: string;
  /** HTML from the allow-list. */
  content: string;
  status: PostStatus;
  members_only: boolean;
  featured_url: string | null;
  /** Publication time; null until published. */
  date: string | null;
  modified: string;
  categories: number[];
  tags: number[];
}

/** The fields the editor writes. */
export type CmsPostInput = Omit<CmsPost, 'id' | 'modified' | 'date'>;

export interface WpTag {
  id: number;
  count: number;
  name: string;
  slug: string;
  lang: PostLang;
}

export interface WpCategory {
  id: number;
  count: number;
  name: string;
  slug: 'blog' | 'diet' | 'mental';
}
