// A page's version in one language: read it, save a new draft revision, publish the draft, unpublish.
import type { ContentLang } from '../../../shared/domain';
import { sanitizeBlocks, sanitizeStoredHtml } from '../../../shared/html-sanitizer';
import type { CmsVersion } from '../mappers';
import { resolveBlockPictures } from '../pictures';
import type { PageContentBody } from '../schemas';
import { changeVersion, invalidState, pageOrThrow, type PagesDeps, versionOf } from './context';

export async function version({ repo }: PagesDeps, id: number, lang: ContentLang): Promise<CmsVersion> {
  return versionOf(repo, await pageOrThrow(repo, id), lang);
}

/** Every save is a new revision that becomes the draft. */
export function save(
  { db }: PagesDeps,
  id: number,
  lang: ContentLang,
  content: PageContentBody,
  authorId: number,
): Promise<CmsVersion> {
  return changeVersion(db, id, lang, async (r, _version, trx) => {
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
  });
}

/** Publish points the published version at the draft revision. */
export function publish({ db }: PagesDeps, id: number, lang: ContentLang): Promise<CmsVersion> {
  return changeVersion(db, id, lang, async (r, version) => {
    if (!version) throw invalidState('This language has no draft to publish yet.');
    await r.publishDraft(id, lang, version.draft_revision_id);
  });
}

export function unpublish({ db }: PagesDeps, id: number, lang: ContentLang): Promise<CmsVersion> {
  return changeVersion(db, id, lang, async (r, version) => {
    if (version) await r.unpublish(id, lang);
  });
}
