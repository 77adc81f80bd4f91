import { z } from 'zod';
import {
  CMS_POST_CONTENT_MAX,
  CMS_POST_SLUG_PATTERN,
  CMS_POST_TITLE_MAX,
  CONTENT_LANGS,
  POST_STATUSES,
  cmsPostContentSchema,
  createCmsPostBodySchema,
  updateCmsPostBodySchema,
  type HtmlProblem,
} from '../../shared/domain';
import { sanitizeStoredHtml } from '../../shared/html-sanitizer';
import { contentLangParam, integerParam, optionalContentLangParam } from '../../shared/params';
import { wireMessages, type WireMessages } from '../../shared/validate';
import { htmlProblemMessage, idListParam } from '../posts';

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

/** The article body as stored: clean even where the validator had a gap (shared/html-sanitizer). */
const storedContent = cmsPostContentSchema.transform(sanitizeStoredHtml);

const kebabCase = (name: string) => `${name} must be lower-case kebab-case (a-z, 0-9, -).`;

/** The wire messages of an article's fields (the contract's issues carry codes only). */
const postMessages: WireMessages = {
  lang: 'lang must be de or en.',
  slug: {
    invalid_type: 'slug must be a string.',
    too_big: 'slug is too long.',
    invalid_format: kebabCase('slug'),
  },
  title: {
    invalid_type: 'title must be a string.',
    too_small: 'title must not be empty.',
    too_big: `title is too long (at most ${CMS_POST_TITLE_MAX} characters).`,
  },
  excerpt: { invalid_type: 'excerpt must be a string.', too_big: 'excerpt is too long.' },
  content: (issue) => {
    if (issue.code === 'invalid_type') return 'content must be a string.';
    if (issue.code === 'too_big') return `content is too long (at most ${CMS_POST_CONTENT_MAX} characters).`;
    const problem = issue.code === 'custom' ? (issue.params?.problem as HtmlProblem | undefined) : undefined;
    return problem && `content ${htmlProblemMessage(problem)}`;
  },
  status: 'status must be draft, publish or private.',
  members_only: 'members_only must be true or false.',
  featured_url: {
    invalid_type: 'featured_url must be a string.',
    too_big: 'featured_url is too long.',
    site_path: 'featured_url must be a site-relative path starting with /.',
  },
  date: 'date must be an ISO 8601 date-time.',
  categories: { invalid_type: 'categories must be a list of ids.' },
  'categories.*': 'categories must be a post id.',
  tags: { invalid_type: 'tags must be a list of ids.' },
  'tags.*': 'tags must be a post id.',
};

/** POST cms/posts: the contract shared with the admin's editor, with the wire messages. */
export const createPostBody = wireMessages(
  createCmsPostBodySchema.extend({ content: storedContent.default('') }),
  postMessages,
);
export type CreatePostBody = z.output<typeof createPostBody>;

/** PUT cms/posts/{id}: the contract shared with the admin's editor, with the wire messages. */
export const updatePostBody = wireMessages(
  updateCmsPostBodySchema.extend({ content: storedContent.optional() }),
  postMessages,
);
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
    .regex(CMS_POST_SLUG_PATTERN, kebabCase('key')),
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
