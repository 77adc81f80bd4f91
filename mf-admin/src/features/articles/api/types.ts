// Wire types of the article editor (docs/api-marketing.md "Article editor"): the article the backend sends lives
// in @officefit/domain; tags and categories are read as the subset the editor needs.
import {
  POST_STATUSES,
  type CmsPost,
  type CmsTag,
  type ContentLang,
  type PostStatus,
} from '@officefit/domain';

/** Languages of articles. */
export type PostLang = ContentLang;
export { POST_STATUSES, type CmsPost, type CmsTag, type PostStatus };

/** The fields the editor writes. */
export type CmsPostInput = Omit<CmsPost, 'id' | 'modified' | 'date'>;

export interface WpCategory {
  id: number;
  count: number;
  name: string;
  slug: 'blog' | 'diet' | 'mental';
}
