// wp/v2 posts, tags and categories: the blog, public, in the WordPress REST shape with its paging headers.
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { z } from 'zod';
import { input, validate } from '../../shared/validate';
import {
  getPostQuery,
  listCategoriesQuery,
  listPostsQuery,
  listTagsQuery,
  normalizeArrayKeys,
} from './schemas';
import { type CachedAnswer, type PostListCache } from './list-cache';
import { invalidPostId, type Paged, type PostsService } from './service';
import { pagingLinks, siteOf } from './wp-compat';

/** X-WP-Total / X-WP-TotalPages of a page. */
function pageHeaders(page: Paged<unknown>): Record<string, string> {
  return { 'X-WP-Total': String(page.total), 'X-WP-TotalPages': String(page.totalPages) };
}

/** Sends a page with X-WP-Total / X-WP-TotalPages. */
export function sendPaged<T>(res: Response, page: Paged<T>): void {
  res.set(pageHeaders(page)).json(page.items);
}

/** pageHeaders plus WordPress's `Link` header (rel prev/next) for the requested `page`. */
function wpPageHeaders(req: Request, page: Paged<unknown>, pageNumber: number): Record<string, string> {
  const link = pagingLinks(req, pageNumber, page.totalPages);
  return link ? { ...pageHeaders(page), Link: link } : pageHeaders(page);
}

function sendWpPage<T>(req: Request, res: Response, page: Paged<T>, pageNumber: number): void {
  res.set(wpPageHeaders(req, page, pageNumber)).json(page.items);
}

const postIdParams = z.object({ id: z.string() });

/** WordPress's route is `posts/(?P<id>[\d]+)`: anything else is no route at all (404 rest_no_route). */
const numericIdOnly: RequestHandler = (req, _res, next) => {
  next(/^\d+$/.test(String(req.params.id)) ? undefined : 'route');
};

/** A visitor's list answer depends on the site and the URL only (no token: identify added no user). */
function visitorKey(req: Request): string | undefined {
  return req.get('authorization') ? undefined : `${siteOf(req).origin} ${req.originalUrl}`;
}

/**
 * A visitor's list answer is the same for every visitor (identify() adds `Vary: Authorization`): any cache in
 * front (browser, CDN, reverse proxy) may keep it, but must ask again on every use (`no-cache`); the kept answer's
 * ETag then gets a 304 for the price of one freshness check (Express answers If-None-Match itself).
 */
export const VISITOR_LIST_CACHE_CONTROL = 'public, no-cache';

/** Sends a kept (or just kept) answer as the bytes res.json would have sent, with their ETag. */
function sendAnswer(res: Response, answer: CachedAnswer): void {
  res.set(answer.headers);
  res.type('application/json; charset=utf-8');
  res.set('Cache-Control', VISITOR_LIST_CACHE_CONTROL);
  if (answer.etag) res.set('ETag', answer.etag);
  res.send(answer.body);
}

/**
 * GET /posts, /posts/{id}, /tags, /categories; `identify` puts a signed-in user on the request. With `listCache`,
 * visitors' post lists are answered from the process's kept answers while they are current (list-cache.ts).
 */
export function postsRoutes(
  service: PostsService,
  identify: RequestHandler,
  listCache?: PostListCache,
): Router {
  const router = Router();
  router.get(
    '/posts',
    identify,
    async (req, res, next) => {
      const key = listCache ? visitorKey(req) : undefined;
      const kept = key ? await listCache?.get(key) : undefined;
      if (kept) {
        sendAnswer(res, kept);
        return;
      }
      // the handler keeps its answer under the same key
      res.locals.listKey = key;
      next();
    },
    normalizeArrayKeys,
    validate({ query: listPostsQuery }),
    async (req, res) => {
      const key = res.locals.listKey as string | undefined;
      const stamp = key ? await listCache?.stamp() : undefined;
      const reader = await service.reader(req.user);
      const query = input(req, 'query', listPostsQuery);
      const page = await service.list(query, reader, siteOf(req));
      if (!key || !stamp || !listCache) {
        sendWpPage(req, res, page, query.page);
        return;
      }
      const body = Buffer.from(JSON.stringify(page.items));
      const etagFn = req.app.get('etag fn') as ((body: Buffer, encoding?: string) => string) | undefined;
      const answer: CachedAnswer = {
        body,
        headers: wpPageHeaders(req, page, query.page),
        ...(etagFn ? { etag: etagFn(body, 'utf8') } : {}),
      };
      listCache.set(key, stamp, answer);
      sendAnswer(res, answer);
    },
  );
  router.get(
    '/posts/:id',
    numericIdOnly,
    identify,
    validate({ params: postIdParams, query: getPostQuery }),
    async (req, res) => {
      const { id } = input(req, 'params', postIdParams);
      // WordPress answers a number that is not a post with 404 rest_post_invalid_id
      if (!/^\d{1,9}$/.test(id)) throw invalidPostId();
      const reader = await service.reader(req.user);
      const { _embed } = input(req, 'query', getPostQuery);
      res.json(await service.get(Number(id), reader, siteOf(req), Boolean(_embed)));
    },
  );
  router.get('/tags', normalizeArrayKeys, validate({ query: listTagsQuery }), async (req, res) => {
    const query = input(req, 'query', listTagsQuery);
    sendWpPage(req, res, await service.tags(query), query.page);
  });
  router.get('/categories', validate({ query: listCategoriesQuery }), async (req, res) => {
    const query = input(req, 'query', listCategoriesQuery);
    sendWpPage(req, res, await service.categories(query), query.page);
  });
  return router;
}
