// Business rules of CMS pages: every save is a new revision that becomes the draft; publish points the
// published version at the draft revision; restore copies an old revision into a new draft revision.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContentLang } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { sanitizeBlocks, sanitizeStoredHtml } from '../../shared/html-sanitizer';
import type { Paged } from '../posts';
import {
  type CmsPageSummary,
  type CmsRevision,
  type CmsVersion,
  type PageContent,
  toCmsRevision,
  toCmsVersion,
  toContent,
  toPageSummary,
  toWpPage,
  type WpPage,
} from './mappers';
import { resolveBlockPictures } from './pictures';
import { createPagesRepository, type PageRow, type PagesRepository } from './repository';
import { FIXED_PAGE_SLUGS, type ListPagesQuery, type PageContentBody, type RevisionsQuery } from './schemas';

export const invalidPageId = () => new AppError('not_found', 'rest_page_invalid_id', 'Invalid page ID.');
const invalidRevisionId = () =>
  new AppError('not_found', 'rest_revision_invalid_id', 'Invalid revision ID for this page and language.');
const invalidState = (message: string) => new AppError('conflict', 'rest_invalid_state', message);

/** The editor's order: the fixed pages as listed, then special pages by slug. */
function pageOrder(slug: string): number {
  const index = (FIXED_PAGE_SLUGS as readonly string[]).indexOf(slug);
  return index === -1 ? FIXED_PAGE_SLUGS.length : index;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface PagesService {
  published(query: ListPagesQuery): Promise<Paged<WpPage>>;
  list(): Promise<CmsPageSummary[]>;
  create(slug: string): Promise<CmsPageSummary>;
  remove(id: number): Promise<{ deleted: true; id: number }>;
  version(id: number, lang: ContentLang): Promise<CmsVersion>;
  save(id: number, lang: ContentLang, content: PageContentBody, authorId: number): Promise<CmsVersion>;
  publish(id: number, lang: ContentLang): Promise<CmsVersion>;
  unpublish(id: number, lang: ContentLang): Promise<CmsVersion>;
  revisions(id: number, lang: ContentLang, query: RevisionsQuery): Promise<Paged<CmsRevision>>;
  revision(id: number, lang: ContentLang, rev: number): Promise<CmsRevision & PageContent>;
  restore(
    id: number,
    lang: ContentLang,
    rev: number,
    publish: boolean,
    authorId: number,
  ): Promise<CmsVersion>;
}

export function createPagesService(db: Kysely<Database>): PagesService {
  const repo = createPagesRepository(db);

  async function pageOrThrow(r: PagesRepository, id: number): Promise<PageRow> {
    const page = await r.page(id);
    if (!page) throw invalidPageId();
    return page;
  }

  async function versionOf(r: PagesRepository, page: PageRow, lang: ContentLang): Promise<CmsVersion> {
    const version = await r.version(page.id, lang);
    const [draft, published] = await Promise.all([
      version ? r.revision(page.id, lang, version.draft_revision_id) : undefined,
      version?.published_revision_id ? r.revision(page.id, lang, version.published_revision_id) : undefined,
    ]);
    return toCmsVersion(page, lang, version, draft, published);
  }

  async function summaryOf(page: PageRow): Promise<CmsPageSummary> {
    const versions = (await repo.versionSummaries()).filter((v) => v.page_id === page.id);
    return toPageSummary(page, versions);
  }

  return {
    async published({ slug, lang, per_page, page }) {
      const rows = await repo.published(lang, slug);
      const total = rows.length;
      return {
        items: rows.slice((page - 1) * per_page, page * per_page).map(toWpPage),
        total,
        totalPages: Math.ceil(total / per_page),
      };
    },

    async list() {
      const [pages, versions] = await Promise.all([repo.pages(), repo.versionSummaries()]);
      return pages
        .sort((a, b) => pageOrder(a.slug) - pageOrder(b.slug) || a.slug.localeCompare(b.slug))
        .map((page) => toPageSummary(page, versions));
    },

    async create(slug) {
      const exists = () =>
        new AppError('conflict', 'rest_page_exists', `The page ${slug === '' ? '/' : `/${slug}`} exists.`);
      if (await repo.pageBySlug(slug)) throw exists();
      const page = await repo.createPage(slug).catch((error: unknown) => {
        throw isUniqueViolation(error) ? exists() : error;
      });
      return summaryOf(page);
    },

    async remove(id) {
      const page = await pageOrThrow(repo, id);
      if (!page.slug.startsWith('special/')) {
        throw invalidState('Only special pages can be deleted; unpublish a landing page instead.');
      }
      await db.transaction().execute((trx) => createPagesRepository(trx).deletePage(id));
      return { deleted: true, id };
    },

    async version(id, lang) {
      return versionOf(repo, await pageOrThrow(repo, id), lang);
    },

    save: (id, lang, content, authorId) =>
      db.transaction().execute(async (trx) => {
        const r = createPagesRepository(trx);
        const page = await pageOrThrow(r, id);
        await r.version(id, lang, true);
        // pictures are stored with their files and alt text in this language: a page view reads no other table
        const blocks = await resolveBlockPictures(trx, content.blocks, lang);
        const revision = await r.insertRevision({
          page_id: id,
          lang,
          ...content,
          // stored clean even where the validator had a gap (shared/html-sanitizer)
          blocks: sanitizeBlocks(blocks, sanitizeStoredHtml),
          action: 'save',
          restored_from: null,
          author_id: authorId,
        });
        await r.setDraft(id, lang, revision);
        return versionOf(r, page, lang);
      }),

    publish: (id, lang) =>
      db.transaction().execute(async (trx) => {
        const r = createPagesRepository(trx);
        const page = await pageOrThrow(r, id);
        const version = await r.version(id, lang, true);
        if (!version) throw invalidState('This language has no draft to publish yet.');
        await r.publishDraft(id, lang, version.draft_revision_id);
        return versionOf(r, page, lang);
      }),

    unpublish: (id, lang) =>
      db.transaction().execute(async (trx) => {
        const r = createPagesRepository(trx);
        const page = await pageOrThrow(r, id);
        if (await r.version(id, lang, true)) await r.unpublish(id, lang);
        return versionOf(r, page, lang);
      }),

    async revisions(id, lang, { per_page, page }) {
      await pageOrThrow(repo, id);
      const [total, rows, version] = await Promise.all([
        repo.countRevisions(id, lang),
        repo.revisionPage(id, lang, per_page, (page - 1) * per_page),
        repo.version(id, lang),
      ]);
      return {
        items: rows.map((row) => toCmsRevision(row, version)),
        total,
        totalPages: Math.ceil(total / per_page),
      };
    },

    async revision(id, lang, rev) {
      await pageOrThrow(repo, id);
      const [row, version] = await Promise.all([repo.revision(id, lang, rev), repo.version(id, lang)]);
      if (!row) throw invalidRevisionId();
      return { ...toCmsRevision(row, version), ...toContent(row) };
    },

    restore: (id, lang, rev, publish, authorId) =>
      db.transaction().execute(async (trx) => {
        const r = createPagesRepository(trx);
        const page = await pageOrThrow(r, id);
        await r.version(id, lang, true);
        const old = await r.revision(id, lang, rev);
        if (!old) throw invalidRevisionId();
        const revision = await r.insertRevision({
          page_id: id,
          lang,
          title: old.title,
          description: old.description,
          blocks: old.blocks,
          action: 'restore',
          restored_from: old.id,
          author_id: authorId,
        });
        await r.setDraft(id, lang, revision);
        if (publish) await r.publishDraft(id, lang, revision);
        return versionOf(r, page, lang);
      }),
  };
}
