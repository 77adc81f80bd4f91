// CMS rows → the public WordPress-like page and the editor shapes (docs/api-marketing.md); the shapes are the
// wire types of @officefit/domain, shared with mf-admin and the block renderer.
import type {
  CmsPageSummary,
  CmsRevision,
  CmsVersion,
  CmsVersionSummary,
  ContentLang,
  PageContent,
  VersionState,
  WpPage,
} from '../../shared/domain';
import { isoOrNull } from '../../shared/format';
import { sanitizeBlocks, sanitizeHtmlForReaders, sanitizeStoredHtml } from '../../shared/html-sanitizer';
import { escapeHtml } from '../posts';
import type { Block } from './blocks';
import type { PageRow, PublishedPageRow, RevisionRow, VersionRow, VersionSummaryRow } from './repository';
import { pagePath } from './schemas';

export type {
  CmsPageSummary,
  CmsRevision,
  CmsVersion,
  CmsVersionSummary,
  PageContent,
  VersionState,
  WpPage,
} from '../../shared/domain';

export function stateOf(
  version: Pick<VersionRow, 'draft_revision_id' | 'published_revision_id'> | undefined,
): VersionState {
  if (!version) return 'empty';
  if (version.published_revision_id === null) return 'draft';
  return version.published_revision_id === version.draft_revision_id ? 'published' : 'changed';
}

export function toWpPage(row: PublishedPageRow): WpPage {
  return {
    id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: { rendered: escapeHtml(row.title) },
    excerpt: { rendered: escapeHtml(row.description) },
    // sanitized again on the way out (see shared/html-sanitizer)
    blocks: sanitizeBlocks(row.blocks as Block[], sanitizeHtmlForReaders),
    modified: row.published_at.toISOString(),
    status: 'publish',
  };
}

const EMPTY_SUMMARY: CmsVersionSummary = {
  state: 'empty',
  title: null,
  draft_modified: null,
  published_at: null,
  draft_revision: null,
  published_revision: null,
};

export function toPageSummary(page: PageRow, versions: readonly VersionSummaryRow[]): CmsPageSummary {
  const of = (lang: ContentLang): CmsVersionSummary => {
    const v = versions.find((row) => row.page_id === page.id && row.lang === lang);
    if (!v) return EMPTY_SUMMARY;
    return {
      state: stateOf(v),
      title: v.draft_title,
      draft_modified: v.draft_modified_at.toISOString(),
      published_at: isoOrNull(v.published_at),
      draft_revision: v.draft_revision_id,
      published_revision: v.published_revision_id,
    };
  };
  return {
    id: page.id,
    slug: page.slug,
    path: pagePath(page.slug),
    versions: { de: of('de'), en: of('en') },
  };
}

export function toContent(row: RevisionRow): PageContent {
  return {
    title: row.title,
    description: row.description,
    blocks: sanitizeBlocks(row.blocks as Block[], sanitizeStoredHtml),
  };
}

export function toCmsVersion(
  page: PageRow,
  lang: ContentLang,
  version: VersionRow | undefined,
  draft: RevisionRow | undefined,
  published: RevisionRow | undefined,
): CmsVersion {
  return {
    page: { id: page.id, slug: page.slug, path: pagePath(page.slug) },
    lang,
    state: stateOf(version),
    draft:
      version && draft
        ? { ...toContent(draft), revision: draft.id, modified: version.draft_modified_at.toISOString() }
        : null,
    published:
      version?.published_at && published
        ? {
            ...toContent(published),
            revision: published.id,
            published_at: version.published_at.toISOString(),
          }
        : null,
  };
}

export function toCmsRevision(row: RevisionRow, version: VersionRow | undefined): CmsRevision {
  return {
    id: row.id,
    lang: row.lang,
    created_at: row.created_at.toISOString(),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    action: row.action,
    restored_from: row.restored_from,
    title: row.title,
    is_draft: version?.draft_revision_id === row.id,
    is_published: version?.published_revision_id === row.id,
    was_published: row.first_published_at !== null,
  };
}
