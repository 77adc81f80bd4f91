// officefit/v1/media/products/{file}.svg: the shipped reward pictures (seed/shop/images), public and cached for a
// week like the exercise illustrations. Only names of the form slug.svg are looked up, so no path escapes the
// folder. The folder is found from the backend's root, the same from src (jest, tsx) and dist.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { AppError } from '../../shared/errors';
import { sendSvg } from '../../shared/image-response';

const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
export const PRODUCT_IMAGES_DIR = path.resolve(__dirname, '../../../src/seed/shop/images');

const notFound = () =>
  new AppError('not_found', 'rest_no_route', 'No route was found matching the URL and request method.');

export function productMediaRoutes(dir = PRODUCT_IMAGES_DIR): Router {
  const router = Router();
  router.get('/media/products/:file', async (req, res) => {
    const file = String(req.params.file);
    if (!FILE.test(file)) throw notFound();
    const svg = await fs.readFile(path.join(dir, file), 'utf8').catch(() => null);
    if (svg === null) throw notFound();
    sendSvg(res, svg);
  });
  return router;
}
