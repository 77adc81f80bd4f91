// officefit/v1 blog: configuration (public), the reader's bookmarks, read marks, points and ratings (login),
// and the article editor under cms/ (administrator or marketing).
import { type RequestHandler, Router } from 'express';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import { type BlogConfig, invalidPostId, sendPaged } from '../posts';
import {
  articleBody,
  bookmarkBody,
  createPostBody,
  createTagBody,
  idParams,
  listCmsPostsQuery,
  listCmsTagsQuery,
  noQuery,
  optionalLangQuery,
  ratingBody,
  updatePostBody,
} from './schemas';
import type { BlogService } from './service';

/** The numeric id of a route parameter, or 404 rest_post_invalid_id. */
function postIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw invalidPostId();
  return Number(raw);
}

export function blogRoutes(service: BlogService, requireAuth: RequestHandler, config: BlogConfig): Router {
  const router = Router();

  router.get('/blog_config', validate({ query: noQuery }), (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(config);
  });

  // the list backs the abo screen /bookmarks; the article page (open) lets any signed-in reader bookmark and rate
  router.get(
    '/bookmarks',
    requireAuth,
    requireAccess('abo'),
    validate({ query: optionalLangQuery }),
    async (req, res) => {
      const reader = await service.reader(currentUser(req));
      res.json(await service.bookmarks(reader, input(req, 'query', optionalLangQuery).lang));
    },
  );
  router.put('/bookmarks', requireAuth, validate({ body: bookmarkBody }), async (req, res) => {
    const reader = await service.reader(currentUser(req));
    res.json(await service.addBookmark(reader, input(req, 'body', bookmarkBody).id));
  });
  router.delete('/bookmarks/:id', requireAuth, validate({ params: idParams }), async (req, res) => {
    const reader = await service.reader(currentUser(req));
    res.json(await service.removeBookmark(reader, postIdOf(input(req, 'params', idParams).id)));
  });

  router.get('/read_articles', requireAuth, validate({ query: noQuery }), async (req, res) => {
    res.json(await service.readArticles(currentUser(req).id));
  });
  router.get('/entered_blog', requireAuth, validate({ query: optionalLangQuery }), async (req, res) => {
    const reader = await service.reader(currentUser(req));
    res.json(await service.enteredBlog(reader, input(req, 'query', optionalLangQuery).lang));
  });
  router.put('/action_article', requireAuth, validate({ body: articleBody }), async (req, res) => {
    const reader = await service.reader(currentUser(req));
    res.json(await service.readArticle(reader, input(req, 'body', articleBody).article));
  });
  router.put('/rating', requireAuth, validate({ body: ratingBody }), async (req, res) => {
    const reader = await service.reader(currentUser(req));
    const body = input(req, 'body', ratingBody);
    res.json(await service.rate(reader, body.article, body.stars));
  });

  // ---- article editor ----
  const editor = [requireAuth, requirePermission('cms.write')];

  router.get('/cms/posts', ...editor, validate({ query: listCmsPostsQuery }), async (req, res) => {
    sendPaged(res, await service.listPosts(input(req, 'query', listCmsPostsQuery)));
  });
  router.post('/cms/posts', ...editor, validate({ body: createPostBody }), async (req, res) => {
    res.status(201).json(await service.createPost(input(req, 'body', createPostBody), currentUser(req).id));
  });
  router.get('/cms/posts/:id', ...editor, validate({ params: idParams }), async (req, res) => {
    res.json(await service.getPost(postIdOf(input(req, 'params', idParams).id)));
  });
  router.put(
    '/cms/posts/:id',
    ...editor,
    validate({ params: idParams, body: updatePostBody }),
    async (req, res) => {
      const id = postIdOf(input(req, 'params', idParams).id);
      res.json(await service.updatePost(id, input(req, 'body', updatePostBody)));
    },
  );
  router.delete('/cms/posts/:id', ...editor, validate({ params: idParams }), async (req, res) => {
    res.json(await service.deletePost(postIdOf(input(req, 'params', idParams).id)));
  });
  router.get('/cms/tags', ...editor, validate({ query: listCmsTagsQuery }), async (req, res) => {
    res.json(await service.tags(input(req, 'query', listCmsTagsQuery)));
  });
  router.post('/cms/tags', ...editor, validate({ body: createTagBody }), async (req, res) => {
    res.status(201).json(await service.createTag(input(req, 'body', createTagBody)));
  });

  return router;
}
