// The article editor's posts (cms/posts): list, read, create, update, delete.
import type { ContentLang } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { invalidPostId, type Paged } from '../../posts';
import { type CmsPost, toCmsPost } from '../mappers';
import { createBlogRepository, type PostWrite } from '../repository';
import type { CreatePostBody, ListCmsPostsQuery, UpdatePostBody } from '../schemas';
import { type BlogDeps, isUniqueViolation, postExists } from './context';

/** Validates the tags (of the post's language) and categories of an editor write. */
async function checkTaxonomies(
  { repo }: BlogDeps,
  lang: ContentLang,
  tags?: number[],
  categories?: number[],
): Promise<void> {
  const params: Record<string, string> = {};
  if (tags?.length) {
    const known = new Set(await repo.tagIdsOfLang(tags, lang));
    const bad = tags.filter((id) => !known.has(id));
    if (bad.length) params.tags = `Unknown tags for language ${lang}: ${bad.join(', ')}.`;
  }
  if (categories?.length) {
    const known = new Set(await repo.categoryIds(categories));
    const bad = categories.filter((id) => !known.has(id));
    if (bad.length) params.categories = `Unknown categories: ${bad.join(', ')}.`;
  }
  if (Object.keys(params).length) {
    throw new AppError(
      'invalid_data',
      'rest_invalid_param',
      `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
      {
        params,
      },
    );
  }
}

export async function listPosts(
  { repo }: BlogDeps,
  { lang, status, search, per_page, page }: ListCmsPostsQuery,
): Promise<Paged<CmsPost>> {
  const filter = { lang, status, search: search || undefined };
  const [total, rows] = await Promise.all([
    repo.countCmsPosts(filter),
    repo.cmsPostPage(filter, per_page, (page - 1) * per_page),
  ]);
  return { items: rows.map(toCmsPost), total, totalPages: Math.ceil(total / per_page) };
}

export async function getPost({ repo }: BlogDeps, id: number): Promise<CmsPost> {
  const row = await repo.cmsPost(id);
  if (!row) throw invalidPostId();
  return toCmsPost(row);
}

export async function createPost(deps: BlogDeps, body: CreatePostBody, authorId: number): Promise<CmsPost> {
  await checkTaxonomies(deps, body.lang, body.tags, body.categories);
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      const tx = createBlogRepository(trx);
      if (await tx.slugTaken(body.lang, body.slug)) throw postExists();
      const postId = await tx.insertPost({
        lang: body.lang,
        slug: body.slug,
        title: body.title,
        excerpt: body.excerpt,
        content: body.content,
        status: body.status,
        members_only: body.members_only,
        featured_url: body.featured_url,
        published_at: body.date ?? (body.status === 'publish' ? deps.now() : null),
        author_id: authorId,
      });
      await tx.setPostTags(postId, body.tags);
      await tx.setPostCategories(postId, body.categories);
      return postId;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? postExists() : error;
    });
  return getPost(deps, id);
}

export async function updatePost(deps: BlogDeps, id: number, body: UpdatePostBody): Promise<CmsPost> {
  const current = await deps.repo.cmsPost(id);
  if (!current) throw invalidPostId();
  await checkTaxonomies(deps, current.lang, body.tags, body.categories);
  const values: PostWrite = {};
  for (const key of [
    'slug',
    'title',
    'excerpt',
    'content',
    'status',
    'members_only',
    'featured_url',
  ] as const) {
    if (body[key] !== undefined) Object.assign(values, { [key]: body[key] });
  }
  if (body.date !== undefined) values.published_at = body.date;
  const status = body.status ?? current.status;
  const publishedAt = body.date !== undefined ? body.date : current.published_at;
  if (status === 'publish' && publishedAt === null) values.published_at = deps.now();
  await deps.db
    .transaction()
    .execute(async (trx) => {
      const tx = createBlogRepository(trx);
      if (body.slug !== undefined && (await tx.slugTaken(current.lang, body.slug, id))) throw postExists();
      await tx.updatePost(id, values);
      if (body.tags) await tx.setPostTags(id, body.tags);
      if (body.categories) await tx.setPostCategories(id, body.categories);
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? postExists() : error;
    });
  return getPost(deps, id);
}

export async function deletePost({ repo }: BlogDeps, id: number): Promise<{ deleted: true; id: number }> {
  if (!(await repo.deletePost(id))) throw invalidPostId();
  return { deleted: true, id };
}
