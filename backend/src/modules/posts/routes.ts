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
import { invalidPostId, type Paged, type PostsService } from './service';
import { pagingLinks, siteOf } from './wp-compat';

/** Sends a page with X-WP-Total / X-WP-TotalPages. */
export function sendPaged<T>(res: Response, page: Paged<T>): void {
  res.set({ 'X-WP-Total': String(page.total), 'X-WP-TotalPages': String(page.totalPages) }).json(page.items);
}

/** sendPaged plus WordPress's `Link` header (rel prev/next) for the requested `page`. */
function sendWpPage<T>(req: Request, res: Response, page: Paged<T>, pageNumber: number): void {
  const link = pagingLinks(req, pageNumber, page.totalPages);
  if (link) res.set('Link', link);
  sendPaged(res, page);
}

const postIdParams = z.object({ id: z.string() });

/** WordPress's route is `posts/(?P<id>[\d]+)`: anything else is no route at all (404 rest_no_route). */
const numericIdOnly: RequestHandler = (req, _res, next) => {
  next(/^\d+$/.test(String(req.params.id)) ? undefined : 'route');
};

/** GET /posts, /posts/{id}, /tags, /categories; `identify` puts a signed-in user on the request. */
export function postsRoutes(service: PostsService, identify: RequestHandler): Router {
  const router = Router();
  router.get(
    '/posts',
    identify,
    normalizeArrayKeys,
    validate({ query: listPostsQuery }),
    async (req, res) => {
      const reader = await service.reader(req.user);
      const query = input(req, 'query', listPostsQuery);
      sendWpPage(req, res, await service.list(query, reader, siteOf(req)), query.page);
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
