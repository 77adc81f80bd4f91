// One uploaded file per request (multipart field `file`), kept in memory: the parsing middleware of the picture
// and avatar routes, with the spec's message for a file over the limit (§8) and a 400 for anything unreadable.
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from './errors';

export function singleFileUpload(options: {
  maxBytes: number;
  /** The limit as the message names it, e.g. "2 MB". */
  limitText: string;
  /** Other form fields the route reads besides the file. */
  fields: number;
}): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: options.maxBytes, files: 1, fields: options.fields, parts: options.fields + 1 },
  }).single('file');
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        return next(
          new AppError('payload_too_large', 'file_too_big', `File too big. (Limit: ${options.limitText})`),
        );
      }
      return next(
        new AppError('invalid_data', 'rest_upload_invalid', 'The upload could not be read.', {
          cause: error,
        }),
      );
    });
  };
}
