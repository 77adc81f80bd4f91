// Article editor rows → CmsPost (docs/api-marketing.md "Article editor"), the wire type of @officefit/domain.
import type { CmsPost } from '../../shared/domain';
import { isoOrNull } from '../../shared/format';
import { sanitizeStoredHtml } from '../../shared/html-sanitizer';
import type { CmsPostRow } from './repository';

export type { CmsPost };

export function toCmsPost(row: CmsPostRow): CmsPost {
  return {
    id: row.id,
    lang: row.lang,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: sanitizeStoredHtml(row.content),
    status: row.status,
    members_only: row.members_only,
    featured_url: row.featured_url,
    date: isoOrNull(row.published_at),
    modified: row.updated_at.toISOString(),
    categories: row.category_ids,
    tags: row.tag_ids,
  };
}
