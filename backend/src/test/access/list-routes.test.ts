// The route walker behind the access matrix: nested mounts, path arrays and every method are listed, and a path
// it cannot read fails loudly instead of dropping a route from the matrix.
import express, { Router } from 'express';
import { listRoutes } from './list-routes';

const ok: express.RequestHandler = (_req, res) => {
  res.end();
};

test('lists routes of nested routers with their mount paths, path arrays and methods', () => {
  const inner = Router();
  inner.get(['/a', '/b/:id'], ok);
  inner.put('/a', ok);
  inner.all('/any', ok);
  const api = Router();
  api.use('/v1', inner);
  api.use(Router().delete('/root/:id', ok));
  const app = express();
  app.use('/wp-json', api);
  app.get('/health', ok);

  expect(listRoutes(app)).toEqual([
    'ALL /wp-json/v1/any',
    'DELETE /wp-json/root/:id',
    'GET /health',
    'GET /wp-json/v1/a',
    'GET /wp-json/v1/b/:id',
    'PUT /wp-json/v1/a',
  ]);
});

test('a route with a RegExp path cannot be listed and throws', () => {
  const app = express();
  app.use('/wp-json', Router().get(/^\/odd$/, ok));
  expect(() => listRoutes(app)).toThrow('cannot read the path of a route under /wp-json');
});

test('a function mounted at a path (it could answer like a route) throws', () => {
  const app = express();
  app.use('/wp-json/files', ok);
  expect(() => listRoutes(app)).toThrow('a middleware is mounted at /wp-json/files under /');
});
