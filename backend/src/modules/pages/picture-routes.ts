// CMS pictures: the editor's upload and library under officefit/v1/cms/pictures (administrator or marketing; the
// role check runs before the upload is read) and the public files under officefit/v1/cms_pictures/{file}, whose
// content-hashed names let browsers and CDNs keep them for a year.
import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { currentUser } from '../../shared/auth';
import { requirePermission } from '../../shared/permissions';
import { singleFileUpload } from '../../shared/upload';
import { AppError } from '../../shared/errors';
import { input, validate } from '../../shared/validate';
import { PICTURE_ALT_MAX, PICTURE_LIMIT_TEXT, PICTURE_MAX_BYTES, type PicturesService } from './pictures';
import { sendUploadedImage } from '../../shared/image-response';

const upload = singleFileUpload({ maxBytes: PICTURE_MAX_BYTES, limitText: PICTURE_LIMIT_TEXT, fields: 3 });

const alt = (lang: string) =>
  z
    .string({ error: `alt_${lang} must be a string.` })
    .trim()
    .max(PICTURE_ALT_MAX, { error: `alt_${lang} is too long (at most ${PICTURE_ALT_MAX} characters).` })
    .default('');

/** The form fields of an upload: the alt text in both languages is required unless the picture is decorative. */
export const pictureUploadBody = z
  .strictObject({
    alt_de: alt('de'),
    alt_en: alt('en'),
    decorative: z.enum(['true', 'false'], { error: 'decorative must be true or false.' }).default('false'),
  })
  .superRefine((body, ctx) => {
    if (body.decorative === 'true') return;
    for (const lang of ['de', 'en'] as const) {
      if (!body[`alt_${lang}`]) {
        ctx.addIssue({ code: 'custom', path: [`alt_${lang}`], message: `alt_${lang} must not be empty.` });
      }
    }
  });

const fileParams = z.object({
  file: z.string().regex(/^[a-f0-9]{24}-\d{1,5}\.(avif|webp)$/, { error: 'Picture not found.' }),
});

export function pictureRoutes(pictures: PicturesService, requireAuth: RequestHandler): Router {
  const router = Router();
  const editor = [requireAuth, requirePermission('cms.write')];
  const base = '/officefit/v1/cms/pictures';

  router.get(base, ...editor, validate({ query: z.strictObject({}) }), async (_req, res) => {
    res.json(await pictures.list());
  });
  router.post(base, ...editor, upload, validate({ body: pictureUploadBody }), async (req, res) => {
    if (!req.file?.buffer.length) {
      throw new AppError('invalid_data', 'rest_upload_missing', 'No file was uploaded.');
    }
    const body = input(req, 'body', pictureUploadBody);
    const picture = await pictures.upload({
      bytes: req.file.buffer,
      alt: { de: body.alt_de, en: body.alt_en },
      decorative: body.decorative === 'true',
      createdBy: currentUser(req).id,
    });
    res.status(201).json(picture);
  });
  router.get('/officefit/v1/cms_pictures/:file', validate({ params: fileParams }), async (req, res) => {
    const { file } = input(req, 'params', fileParams);
    sendUploadedImage(res, await pictures.file(file), { cache: 'public' });
  });
  return router;
}
