// wp/v2/posts: the blog, public, in the WordPress REST shape with its paging headers.
import { type RequestHandler, Router } from 'express';
import { input, validate } from '../../shared/validate';
import { listPostsQuery } from './schemas';
import type { PostsService } from './service';

/** GET /posts; `identify` puts a signed-in user on the request, who also sees members-only posts. */
export function postsRoutes(service: PostsService, identify: RequestHandler): Router {
  const router = Router();
  router.get('/posts', identify, validate({ query: listPostsQuery }), async (req, res) => {
    const page = await service.list(input(req, 'query', listPostsQuery), req.user !== undefined);
    res.set({ 'X-WP-Total': String(page.total), 'X-WP-TotalPages': String(page.totalPages) }).json(page.posts);
  });
  return router;
}
