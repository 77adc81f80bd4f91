// The reader and their bookmarks.
import type { AuthUser } from '../../../shared/auth';
import type { ContentLang } from '../../../shared/domain';
import { type Reader, readerFor, toWpPost, type WpPost } from '../../posts';
import { type BlogDeps, readable } from './context';

/** The most bookmarks GET bookmarks returns. */
const MAX_BOOKMARKS = 500;

export function reader({ db }: BlogDeps, user: AuthUser): Promise<Reader> {
  return readerFor(db, user);
}

export async function bookmarks(
  { posts, config }: BlogDeps,
  reader: Reader,
  lang: ContentLang | undefined,
): Promise<WpPost[]> {
  const rows = await posts.page(
    { lang, bookmarkedBy: reader.userId!, includeMembersOnly: reader.access },
    reader,
    MAX_BOOKMARKS,
    0,
  );
  return rows.map((row) => toWpPost(row, reader, config));
}

export async function addBookmark(
  deps: BlogDeps,
  reader: Reader,
  postId: number,
): Promise<{ id: number; isFavourite: true }> {
  await readable(deps, reader, postId);
  await deps.repo.addBookmark(reader.userId!, postId);
  return { id: postId, isFavourite: true };
}

export async function removeBookmark(
  { repo }: BlogDeps,
  reader: Reader,
  postId: number,
): Promise<{ id: number; isFavourite: false }> {
  await repo.removeBookmark(reader.userId!, postId);
  return { id: postId, isFavourite: false };
}
