// What every CMS page use case shares: the deps, the page's errors, the page (404) and its version in a
// language as the editor sees it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { ContentLang } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type CmsVersion, toCmsVersion } from '../mappers';
import { createPagesRepository, type PageRow, type PagesRepository, type VersionRow } from '../repository';

/** The deps of every use case. */
export interface PagesDeps {
  db: Kysely<Database>;
  /** the page queries on `db`, outside a transaction */
  repo: PagesRepository;
}

export const invalidPageId = () => new AppError('not_found', 'rest_page_invalid_id', 'Invalid page ID.');
export const invalidRevisionId = () =>
  new AppError('not_found', 'rest_revision_invalid_id', 'Invalid revision ID for this page and language.');
export const invalidState = (message: string) => new AppError('conflict', 'rest_invalid_state', message);

export async function pageOrThrow(r: PagesRepository, id: number): Promise<PageRow> {
  const page = await r.page(id);
  if (!page) throw invalidPageId();
  return page;
}

export async function versionOf(r: PagesRepository, page: PageRow, lang: ContentLang): Promise<CmsVersion> {
  const version = await r.version(page.id, lang);
  const [draft, published] = await Promise.all([
    version ? r.revision(page.id, lang, version.draft_revision_id) : undefined,
    version?.published_revision_id ? r.revision(page.id, lang, version.published_revision_id) : undefined,
  ]);
  return toCmsVersion(page, lang, version, draft, published);
}

/**
 * One change of the page's version in `lang`, in a transaction: the page (404) is read and the version row locked
 * (undefined when the language has none yet) before `change` runs; answers the version as it is afterwards.
 */
export function changeVersion(
  db: Kysely<Database>,
  id: number,
  lang: ContentLang,
  change: (r: PagesRepository, version: VersionRow | undefined, trx: Transaction<Database>) => Promise<void>,
): Promise<CmsVersion> {
  return db.transaction().execute(async (trx) => {
    const r = createPagesRepository(trx);
    const page = await pageOrThrow(r, id);
    await change(r, await r.version(id, lang, true), trx);
    return versionOf(r, page, lang);
  });
}
