import { z } from 'zod';
import {
  CONTENT_LANGS,
  PAGE_DESCRIPTION_MAX,
  PAGE_TITLE_MAX,
  pageContentBodySchema,
} from '../../shared/domain';
import { contentLangParam, integerParam } from '../../shared/params';
import { wireMessages } from '../../shared/validate';
import { blockMessage } from './blocks';

/** The fixed landing pages, in the order of the editor's list ('' is `/`). */
export const FIXED_PAGE_SLUGS = ['', 'intro', 'for_you', 'for_your_company', 'team', 'faq'] as const;
const SPECIAL = /^special\/[a-z0-9]+(-[a-z0-9]+)*$/;

export function isPageSlug(slug: string): boolean {
  return (FIXED_PAGE_SLUGS as readonly string[]).includes(slug) || (SPECIAL.test(slug) && slug.length <= 120);
}

const SLUG_MESSAGE = `slug must be one of '' (home), ${FIXED_PAGE_SLUGS.slice(1).join(', ')} or special/<name> (a-z, 0-9, -).`;

const pageSlug = z
  .string({ error: SLUG_MESSAGE })
  .transform((slug) => slug.trim().replace(/^\/+|\/+$/g, ''))
  .refine(isPageSlug, SLUG_MESSAGE);

/** The path a page is served at. */
export const pagePath = (slug: string) => `/${slug}`;

/** GET /wp/v2/pages. */
export const listPagesQuery = z.strictObject({
  slug: pageSlug.optional(),
  lang: contentLangParam,
  per_page: integerParam('per_page', 1, 100).default(100),
  page: integerParam('page', 1, 1_000_000).default(1),
});
export type ListPagesQuery = z.output<typeof listPagesQuery>;

export const createPageBody = z.strictObject({ slug: pageSlug });

export const pageParams = z.object({ id: z.string() });
export const versionParams = z.object({
  id: z.string(),
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }),
});
export const revisionParams = versionParams.extend({ rev: z.string() });

/** PUT pages/{id}/versions/{lang}: the contract shared with the admin editor, with the wire messages. */
export const pageContentBody = wireMessages(pageContentBodySchema, {
  title: {
    invalid_type: 'title must be a string.',
    too_small: 'title must not be empty.',
    too_big: `title is too long (at most ${PAGE_TITLE_MAX} characters).`,
  },
  description: {
    invalid_type: 'description must be a string.',
    too_big: `description is too long (at most ${PAGE_DESCRIPTION_MAX} characters).`,
  },
  '*': blockMessage,
});
export type { PageContentBody } from '../../shared/domain';

export const emptyBody = z.strictObject({});
export const restoreBody = z.strictObject({
  publish: z.boolean({ error: 'publish must be true or false.' }).default(false),
});

export const revisionsQuery = z.strictObject({
  per_page: integerParam('per_page', 1, 100).default(50),
  page: integerParam('page', 1, 1_000_000).default(1),
});
export type RevisionsQuery = z.output<typeof revisionsQuery>;
export const noQuery = z.strictObject({});
