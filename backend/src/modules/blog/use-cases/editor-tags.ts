// The article editor's tags (cms/tags): the list with the names in both languages, and a new tag.
import type { CmsTag } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { TAG_PREFIXES, toWpTag } from '../../posts';
import { createBlogRepository } from '../repository';
import type { CreateTagBody, ListCmsTagsQuery } from '../schemas';
import { otherLang, withNames } from '../tag-names';
import { type BlogDeps, isUniqueViolation } from './context';

/** The most tags the editor's tag list returns. */
const MAX_EDITOR_TAGS = 500;

export async function tags(
  { posts, repo }: BlogDeps,
  { lang, search, include }: ListCmsTagsQuery,
): Promise<CmsTag[]> {
  const rows = await posts.tags(
    { lang, search: search || undefined, include, hideEmpty: false },
    MAX_EDITOR_TAGS,
    0,
  );
  return withNames(rows.map(toWpTag), repo.tagNames);
}

/** The tag, and with `other_name` its counterpart in the other language unless it exists: one transaction. */
export async function createTag(
  { db, posts, repo }: BlogDeps,
  { lang, kind, key, name, other_name }: CreateTagBody,
): Promise<CmsTag> {
  const slug = `${TAG_PREFIXES[kind][lang]}${key}`;
  const exists = () =>
    new AppError('conflict', 'rest_tag_exists', 'A tag with this slug exists.', {
      params: { key: `The tag ${slug} exists.` },
    });
  if (await repo.tagBySlug(slug)) throw exists();
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const tx = createBlogRepository(trx);
      const created = await tx.insertTag({ slug, name, lang });
      const other = { slug: `${TAG_PREFIXES[kind][otherLang(lang)]}${key}`, lang: otherLang(lang) };
      if (other_name && !(await tx.tagBySlug(other.slug))) await tx.insertTag({ ...other, name: other_name });
      return created;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? exists() : error;
    });
  const [row] = await posts.tags({ include: [id], hideEmpty: false }, 1, 0);
  const [tag] = await withNames([toWpTag(row!)], repo.tagNames);
  return tag!;
}
