// wp/v2/posts: the reader, the list and one post.
import type { AuthUser } from '../../../shared/auth';
import { type Reader, readerFor } from '../access';
import { toWpPost, type WpPost } from '../mappers';
import type { ListPostsQuery } from '../schemas';
import type { Site } from '../wp-compat';
import { checkPage, invalidPostId, type Paged, type PostsDeps } from './context';
import { decorate } from './embed';

export function reader({ db }: PostsDeps, user: AuthUser | undefined): Promise<Reader> {
  return readerFor(db, user);
}

export async function list(
  deps: PostsDeps,
  { lang, per_page, page, offset, search, tags, categories, include, slug, _embed }: ListPostsQuery,
  reader: Reader,
  site: Site,
): Promise<Paged<WpPost>> {
  const filter = {
    lang,
    search: search || undefined,
    tags,
    categories,
    include,
    slug,
    includeMembersOnly: reader.access,
  };
  const [total, rows] = await Promise.all([
    deps.repo.count(filter),
    deps.repo.page(filter, reader, per_page, offset ?? (page - 1) * per_page),
  ]);
  const totalPages = Math.ceil(total / per_page);
  checkPage(page, totalPages, offset);
  const items = rows.map((row) => toWpPost(row, reader, deps.config, site.origin));
  return { items: await decorate(deps, items, site, Boolean(_embed)), total, totalPages };
}

export async function get(
  deps: PostsDeps,
  id: number,
  reader: Reader,
  site: Site,
  embed: boolean,
): Promise<WpPost> {
  const row = await deps.repo.byId(id, reader);
  if (!row) throw invalidPostId();
  const [post] = await decorate(deps, [toWpPost(row, reader, deps.config, site.origin)], site, embed);
  return post!;
}
