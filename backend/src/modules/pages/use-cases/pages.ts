// The pages: the published ones (wp/v2/pages), the editor's list, a new special page, deleting one.
import { AppError } from '../../../shared/errors';
import type { Paged } from '../../posts';
import { type CmsPageSummary, toPageSummary, toWpPage, type WpPage } from '../mappers';
import { createPagesRepository, type PageRow } from '../repository';
import { FIXED_PAGE_SLUGS, type ListPagesQuery } from '../schemas';
import { invalidState, pageOrThrow, type PagesDeps } from './context';

/** The editor's order: the fixed pages as listed, then special pages by slug. */
function pageOrder(slug: string): number {
  const index = (FIXED_PAGE_SLUGS as readonly string[]).indexOf(slug);
  return index === -1 ? FIXED_PAGE_SLUGS.length : index;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function summaryOf({ repo }: PagesDeps, page: PageRow): Promise<CmsPageSummary> {
  const versions = (await repo.versionSummaries()).filter((v) => v.page_id === page.id);
  return toPageSummary(page, versions);
}

export async function published(
  { repo }: PagesDeps,
  { slug, lang, per_page, page }: ListPagesQuery,
): Promise<Paged<WpPage>> {
  const rows = await repo.published(lang, slug);
  const total = rows.length;
  return {
    items: rows.slice((page - 1) * per_page, page * per_page).map(toWpPage),
    total,
    totalPages: Math.ceil(total / per_page),
  };
}

export async function list({ repo }: PagesDeps): Promise<CmsPageSummary[]> {
  const [pages, versions] = await Promise.all([repo.pages(), repo.versionSummaries()]);
  return pages
    .sort((a, b) => pageOrder(a.slug) - pageOrder(b.slug) || a.slug.localeCompare(b.slug))
    .map((page) => toPageSummary(page, versions));
}

export async function create(deps: PagesDeps, slug: string): Promise<CmsPageSummary> {
  const exists = () =>
    new AppError('conflict', 'rest_page_exists', `The page ${slug === '' ? '/' : `/${slug}`} exists.`);
  if (await deps.repo.pageBySlug(slug)) throw exists();
  const page = await deps.repo.createPage(slug).catch((error: unknown) => {
    throw isUniqueViolation(error) ? exists() : error;
  });
  return summaryOf(deps, page);
}

export async function remove({ db, repo }: PagesDeps, id: number): Promise<{ deleted: true; id: number }> {
  const page = await pageOrThrow(repo, id);
  if (!page.slug.startsWith('special/')) {
    throw invalidState('Only special pages can be deleted; unpublish a landing page instead.');
  }
  await db.transaction().execute((trx) => createPagesRepository(trx).deletePage(id));
  return { deleted: true, id };
}
