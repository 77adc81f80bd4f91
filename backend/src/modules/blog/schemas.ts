import { z } from 'zod';
import { CONTENT_LANGS, POST_STATUSES } from '../../shared/domain';
import { sanitizeStoredHtml } from '../../shared/html-sanitizer';
import { contentLangParam, integerParam, optionalContentLangParam } from '../../shared/params';
import { htmlProblem, idListParam, isSitePath } from '../posts';

const id = (name: string) =>
  z
    .number({ error: `${name} must be a post id.` })
    .int(`${name} must be a post id.`)
    .positive(`${name} must be a post id.`)
    .max(2_147_483_647, `${name} must be a post id.`);

/** A JSON number or a numeric string (form posts), as a positive id. */
const postId = (name: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
    id(name),
  );

export const noQuery = z.strictObject({});
export const optionalLangQuery = z.strictObject({
  lang: optionalContentLangParam,
});

export const bookmarkBody = z.strictObject({ id: postId('id') });
export const articleBody = z.strictObject({ article: postId('article') });
export const ratingBody = z.strictObject({
  article: postId('article'),
  stars: z.preprocess(
    (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'stars must be a whole number from 1 to 5.' })
      .int('stars must be a whole number from 1 to 5.')
      .min(1, 'stars must be a whole number from 1 to 5.')
      .max(5, 'stars must be a whole number from 1 to 5.'),
  ),
});

/** Route parameter of a post id; anything else is 404 rest_post_invalid_id (checked in the route). */
export const idParams = z.object({ id: z.string() });

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const html = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string.` })
    .max(max, `${name} is too long (at most ${max} characters).`)
    .superRefine((value, ctx) => {
      const problem = htmlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${name} ${problem}` });
    })
    // stored clean even where the validator had a gap (shared/html-sanitizer)
    .transform(sanitizeStoredHtml);

const postFields = {
  slug: z
    .string({ error: 'slug must be a string.' })
    .max(190, 'slug is too long.')
    .regex(SLUG, 'slug must be lower-case kebab-case (a-z, 0-9, -).'),
  title: z
    .string({ error: 'title must be a string.' })
    .trim()
    .min(1, 'title must not be empty.')
    .max(300, 'title is too long (at most 300 characters).'),
  excerpt: z.string({ error: 'excerpt must be a string.' }).trim().max(1000, 'excerpt is too long.'),
  content: html('content', 200_000),
  status: z.enum(POST_STATUSES, { error: 'status must be draft, publish or private.' }),
  members_only: z.boolean({ error: 'members_only must be true or false.' }),
  featured_url: z
    .string({ error: 'featured_url must be a string.' })
    .max(500, 'featured_url is too long.')
    .refine(isSitePath, 'featured_url must be a site-relative path starting with /.')
    .nullable(),
  date: z.iso.datetime({ offset: true, error: 'date must be an ISO 8601 date-time.' }).nullable(),
  categories: z.array(id('categories'), { error: 'categories must be a list of ids.' }).max(20),
  tags: z.array(id('tags'), { error: 'tags must be a list of ids.' }).max(50),
};

export const createPostBody = z.strictObject({
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }),
  slug: postFields.slug,
  title: postFields.title,
  excerpt: postFields.excerpt.default(''),
  content: postFields.content.default(''),
  status: postFields.status.default('draft'),
  members_only: postFields.members_only.default(false),
  featured_url: postFields.featured_url.default(null),
  date: postFields.date.default(null),
  categories: postFields.categories.default([]),
  tags: postFields.tags.default([]),
});
export type CreatePostBody = z.output<typeof createPostBody>;

export const updatePostBody = z.strictObject({
  slug: postFields.slug.optional(),
  title: postFields.title.optional(),
  excerpt: postFields.excerpt.optional(),
  content: postFields.content.optional(),
  status: postFields.status.optional(),
  members_only: postFields.members_only.optional(),
  featured_url: postFields.featured_url.optional(),
  date: postFields.date.optional(),
  categories: postFields.categories.optional(),
  tags: postFields.tags.optional(),
});
export type UpdatePostBody = z.output<typeof updatePostBody>;

export const listCmsPostsQuery = z.strictObject({
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }).optional(),
  status: z.enum(POST_STATUSES, { error: 'status must be draft, publish or private.' }).optional(),
  search: z.string({ error: 'search must be a string.' }).trim().max(200).optional(),
  per_page: integerParam('per_page', 1, 100).default(20),
  page: integerParam('page', 1, 1_000_000).default(1),
});
export type ListCmsPostsQuery = z.output<typeof listCmsPostsQuery>;

export const listCmsTagsQuery = z.strictObject({
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }).optional(),
  search: z.string({ error: 'search must be a string.' }).trim().max(200).optional(),
  include: idListParam('include').optional(),
});
export type ListCmsTagsQuery = z.output<typeof listCmsTagsQuery>;

export const createTagBody = z.strictObject({
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }),
  kind: z.enum(['article', 'diet'], { error: 'kind must be article or diet.' }),
  key: z
    .string({ error: 'key must be a string.' })
    .max(80, 'key is too long.')
    .regex(SLUG, 'key must be lower-case kebab-case (a-z, 0-9, -).'),
  name: z
    .string({ error: 'name must be a string.' })
    .trim()
    .min(1, 'name must not be empty.')
    .max(80, 'name is too long (at most 80 characters).'),
  // the name in the other language: the tag of the same key is created there too, unless it exists
  other_name: z
    .string({ error: 'other_name must be a string.' })
    .trim()
    .min(1, 'other_name must not be empty.')
    .max(80, 'other_name is too long (at most 80 characters).')
    .optional(),
});
export type CreateTagBody = z.output<typeof createTagBody>;

export { contentLangParam };
