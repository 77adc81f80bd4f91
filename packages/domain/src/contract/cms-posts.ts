// Articles of the admin's editor (docs/api-marketing.md "Article editor"): POST cms/posts creates one in a
// language, PUT cms/posts/{id} changes any of its fields but the language. The body is HTML of the article
// allow-list (custom code `html_problem`, the problem in `params.problem`); the featured picture stays on the site
// (custom code `site_path`). The server also stores the body through its sanitizer (backend, not here).
import { z } from 'zod';
import { htmlProblem, isSitePath } from '../html';
import { CONTENT_LANGS } from '../lang';
import { POST_STATUSES } from '../values';

export const CMS_POST_SLUG_MAX = 190;
export const CMS_POST_TITLE_MAX = 300;
export const CMS_POST_EXCERPT_MAX = 1000;
export const CMS_POST_CONTENT_MAX = 200_000;
export const CMS_POST_FEATURED_URL_MAX = 500;
export const CMS_POST_CATEGORIES_MAX = 20;
export const CMS_POST_TAGS_MAX = 50;
/** Lower-case kebab-case (a-z, 0-9, single hyphens): an article's slug, unique per language. */
export const CMS_POST_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const postId = z.number().int().positive().max(2_147_483_647);

/** The article body: HTML of the allow-list (may be empty). */
export const cmsPostContentSchema = z
  .string()
  .max(CMS_POST_CONTENT_MAX)
  .superRefine((value, ctx) => {
    const problem = htmlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', params: { code: 'html_problem', problem } });
  });

const postFields = {
  slug: z.string().max(CMS_POST_SLUG_MAX).regex(CMS_POST_SLUG_PATTERN),
  title: z.string().trim().min(1).max(CMS_POST_TITLE_MAX),
  excerpt: z.string().trim().max(CMS_POST_EXCERPT_MAX),
  status: z.enum(POST_STATUSES),
  members_only: z.boolean(),
  featured_url: z
    .string()
    .max(CMS_POST_FEATURED_URL_MAX)
    .refine(isSitePath, { params: { code: 'site_path' } })
    .nullable(),
  /** Publication time; null leaves it to the status. */
  date: z.iso.datetime({ offset: true }).nullable(),
  categories: z.array(postId).max(CMS_POST_CATEGORIES_MAX),
  tags: z.array(postId).max(CMS_POST_TAGS_MAX),
};

/** POST cms/posts: a new article in `lang`; everything but slug and title has a default. */
export const createCmsPostBodySchema = z.strictObject({
  lang: z.enum(CONTENT_LANGS),
  slug: postFields.slug,
  title: postFields.title,
  excerpt: postFields.excerpt.default(''),
  content: cmsPostContentSchema.default(''),
  status: postFields.status.default('draft'),
  members_only: postFields.members_only.default(false),
  featured_url: postFields.featured_url.default(null),
  date: postFields.date.default(null),
  categories: postFields.categories.default([]),
  tags: postFields.tags.default([]),
});
export type CreateCmsPostBodyInput = z.input<typeof createCmsPostBodySchema>;
export type CreateCmsPostBody = z.output<typeof createCmsPostBodySchema>;

/** PUT cms/posts/{id}: the fields to change (the language is fixed once the article exists). */
export const updateCmsPostBodySchema = z.strictObject({
  slug: postFields.slug.optional(),
  title: postFields.title.optional(),
  excerpt: postFields.excerpt.optional(),
  content: cmsPostContentSchema.optional(),
  status: postFields.status.optional(),
  members_only: postFields.members_only.optional(),
  featured_url: postFields.featured_url.optional(),
  date: postFields.date.optional(),
  categories: postFields.categories.optional(),
  tags: postFields.tags.optional(),
});
export type UpdateCmsPostBodyInput = z.input<typeof updateCmsPostBodySchema>;
export type UpdateCmsPostBody = z.output<typeof updateCmsPostBodySchema>;
