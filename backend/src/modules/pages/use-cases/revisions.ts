// A page's revisions in one language: the list, one with its content, and restoring one.
import type { ContentLang } from '../../../shared/domain';
import type { Paged } from '../../posts';
import { type CmsRevision, type CmsVersion, type PageContent, toCmsRevision, toContent } from '../mappers';
import type { RevisionsQuery } from '../schemas';
import { changeVersion, invalidRevisionId, pageOrThrow, type PagesDeps } from './context';

export async function revisions(
  { repo }: PagesDeps,
  id: number,
  lang: ContentLang,
  { per_page, page }: RevisionsQuery,
): Promise<Paged<CmsRevision>> {
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
}

export async function revision(
  { repo }: PagesDeps,
  id: number,
  lang: ContentLang,
  rev: number,
): Promise<CmsRevision & PageContent> {
  await pageOrThrow(repo, id);
  const [row, version] = await Promise.all([repo.revision(id, lang, rev), repo.version(id, lang)]);
  if (!row) throw invalidRevisionId();
  return { ...toCmsRevision(row, version), ...toContent(row) };
}

/** Restore copies an old revision into a new draft revision (and publishes it on request). */
export function restore(
  { db }: PagesDeps,
  id: number,
  lang: ContentLang,
  rev: number,
  publish: boolean,
  authorId: number,
): Promise<CmsVersion> {
  return changeVersion(db, id, lang, async (r) => {
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
  });
}
