// Article editor rows → CmsPost (docs/api-marketing.md "Article editor").
import type { ContentLang, PostStatus } from '../../shared/domain';
import { isoOrNull } from '../../shared/format';
import type { CmsPostRow } from './repository';

export interface CmsPost {
  id: number;
  lang: ContentLang;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  status: PostStatus;
  members_only: boolean;
  featured_url: string | null;
  date: string | null;
  modified: string;
  categories: number[];
  tags: number[];
}

export function toCmsPost(row: CmsPostRow): CmsPost {
  return {
    id: row.id,
    lang: row.lang,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    status: row.status,
    members_only: row.members_only,
    featured_url: row.featured_url,
    date: isoOrNull(row.published_at),
    modified: row.updated_at.toISOString(),
    categories: row.category_ids,
    tags: row.tag_ids,
  };
}
