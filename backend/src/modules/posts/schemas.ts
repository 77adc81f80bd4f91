import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CONTENT_LANGS } from '../../shared/domain';
import { contentLangParam, integerParam } from '../../shared/params';

/**
 * A list of ids as WordPress takes it: `tags=1,2`, `tags=1&tags=2` or `tags[]=1&tags[]=2` (see
 * normalizeArrayKeys); at most 100 positive integers.
 */
export function idListParam(name: string) {
  const message = `${name} must be a list of positive integers.`;
  return z
    .union([z.string({ error: message }), z.array(z.string({ error: message }))], { error: message })
    .transform((value, ctx) => {
      const parts = (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (parts.some((part) => !/^\d{1,9}$/.test(part) || Number(part) === 0)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (parts.length > 100) {
        ctx.addIssue({ code: 'custom', message: `${name} takes at most 100 ids.` });
        return z.NEVER;
      }
      return parts.map(Number);
    });
}

/** A WordPress boolean query value: 1/0/true/false. */
export function booleanParam(name: string) {
  return z
    .enum(['1', '0', 'true', 'false'], { error: `${name} is not of type boolean.` })
    .transform((value) => value === '1' || value === 'true');
}

/** Express 5's simple query parser keeps `tags[]` as the key: fold such keys into `tags`. */
export const normalizeArrayKeys: RequestHandler = (req, _res, next) => {
  const query = req.query as Record<string, unknown>;
  const keys = Object.keys(query).filter((key) => key.endsWith('[]'));
  if (keys.length) {
    const normalized: Record<string, unknown> = { ...query };
    for (const key of keys) {
      const name = key.slice(0, -2);
      const values = [normalized[name], normalized[key]].flat().filter((v) => v !== undefined);
      delete normalized[key];
      normalized[name] = values;
    }
    Object.defineProperty(req, 'query', { value: normalized, configurable: true, enumerable: true });
  }
  next();
};

/** `_embed`: WordPress takes it bare, as `1`/`true` or as a list of relations; we always embed all of them. */
const embedParam = z
  .union([z.string(), z.array(z.string())], { error: '_embed must be a string.' })
  .transform(() => true)
  .optional();

/** `post` of tags/categories: the terms of one post. */
const postParam = integerParam('post', 1, 999_999_999).optional();

const searchParam = z.string({ error: 'search must be a string.' }).trim().max(200, 'search is too long.');
const slugParam = z.string({ error: 'slug must be a string.' }).trim().max(200, 'slug is too long.');

/**
 * GET /wp/v2/posts, the WordPress parameters we support: `per_page` (1–100, default 10), `page` (default 1),
 * `offset` (wins over `page`, as in WordPress), `search` (title, excerpt and content), `tags`, `categories`,
 * `include` (any of the ids) and `slug`.
 */
export const listPostsQuery = z.strictObject({
  lang: contentLangParam,
  per_page: integerParam('per_page', 1, 100).default(10),
  page: integerParam('page', 1, 1_000_000).default(1),
  offset: integerParam('offset', 0, 100_000_000).optional(),
  search: searchParam.optional(),
  tags: idListParam('tags').optional(),
  categories: idListParam('categories').optional(),
  include: idListParam('include').optional(),
  slug: slugParam.optional(),
  _embed: embedParam,
});
export type ListPostsQuery = z.output<typeof listPostsQuery>;

/** GET /wp/v2/posts/{id}: no query parameters but `lang` (ignored: the id decides). */
export const getPostQuery = z.strictObject({ lang: contentLangParam.optional(), _embed: embedParam });

/** GET /wp/v2/tags. `lang` filters only when given (the slug prefix carries the language). */
export const listTagsQuery = z.strictObject({
  lang: z.enum(CONTENT_LANGS, { error: 'lang must be de or en.' }).optional(),
  search: searchParam.optional(),
  per_page: integerParam('per_page', 1, 100).default(10),
  page: integerParam('page', 1, 1_000_000).default(1),
  offset: integerParam('offset', 0, 100_000_000).optional(),
  hide_empty: booleanParam('hide_empty').default(true),
  include: idListParam('include').optional(),
  slug: slugParam.optional(),
  post: postParam,
});
export type ListTagsQuery = z.output<typeof listTagsQuery>;

/** GET /wp/v2/categories. */
export const listCategoriesQuery = z.strictObject({
  lang: contentLangParam,
  per_page: integerParam('per_page', 1, 100).default(10),
  page: integerParam('page', 1, 1_000_000).default(1),
  hide_empty: booleanParam('hide_empty').default(false),
  post: postParam,
});
export type ListCategoriesQuery = z.output<typeof listCategoriesQuery>;
