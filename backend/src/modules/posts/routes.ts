// wp/v2 posts, tags and categories: the blog, public, in the WordPress REST shape with its paging headers.
import { type RequestHandler, type Response, Router } from 'express';
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

/** Sends a page with X-WP-Total / X-WP-TotalPages. */
export function sendPaged<T>(res: Response, page: Paged<T>): void {
  res.set({ 'X-WP-Total': String(page.total), 'X-WP-TotalPages': String(page.totalPages) }).json(page.items);
}

const postIdParams = z.object({ id: z.string() });

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
      sendPaged(res, await service.list(input(req, 'query', listPostsQuery), reader));
    },
  );
  router.get(
    '/posts/:id',
    identify,
    validate({ params: postIdParams, query: getPostQuery }),
    async (req, res) => {
      const { id } = input(req, 'params', postIdParams);
      // WordPress answers any id that is not a post with 404 rest_post_invalid_id
      if (!/^\d{1,9}$/.test(id)) throw invalidPostId();
      const reader = await service.reader(req.user);
      res.json(await service.get(Number(id), reader));
    },
  );
  router.get('/tags', normalizeArrayKeys, validate({ query: listTagsQuery }), async (req, res) => {
    sendPaged(res, await service.tags(input(req, 'query', listTagsQuery)));
  });
  router.get('/categories', validate({ query: listCategoriesQuery }), async (req, res) => {
    sendPaged(res, await service.categories(input(req, 'query', listCategoriesQuery)));
  });
  return router;
}
