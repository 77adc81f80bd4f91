// Public images uploaded by users (avatars, company pictures, challenge team photos) take one path: sharp (libvips)
// reads the real type from the bytes (the declared type and the file name are not trusted), only the endpoint's
// formats pass, and the image is re-encoded — which drops metadata such as a phone photo's EXIF location and
// anything hidden after the image data. The file gets a random key, which is also the capability token of its
// public URL; it is written before the caller's transaction (no connection waits on the disk or the bucket), removed
// again when that transaction fails, and the file it replaces is removed after it commits.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { FileStorage } from './types';
import { logger } from '../logger';

/** Refuses decompression bombs: a small file that unpacks into a huge image. */
const MAX_INPUT_PIXELS = 40_000_000;

export type PublicImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const MIME: Record<PublicImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface PublicImageOptions {
  /** Largest upload accepted (the route's body limit says the same, with the endpoint's wording). */
  maxBytes: number;
  /** A square of this many pixels (cropped to the interesting part), or at most this wide and high. */
  size: { px: number; fit: 'square' | 'inside' };
  /** The formats the endpoint accepts. */
  formats: readonly PublicImageFormat[];
  /** Stored as this format; by default the uploaded one. */
  output?: PublicImageFormat;
  /** The storage folder; the key is `<folder>/<token><extension>`. */
  folder: string;
  extension?: string;
  /** The endpoint's answer to bytes that are no accepted image. */
  invalid: (cause?: unknown) => AppError;
}

/** A stored image: its storage key, the random token in it, and its type. */
export interface StoredImage {
  key: string;
  token: string;
  mime: string;
}

async function reencode(bytes: Buffer, options: PublicImageOptions): Promise<{ data: Buffer; mime: string }> {
  if (bytes.length > options.maxBytes) {
    throw new AppError('payload_too_large', 'file_too_big', 'File too big.');
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    throw options.invalid(error);
  }
  if (!format || !(options.formats as readonly string[]).includes(format)) throw options.invalid();
  const output = options.output ?? (format as PublicImageFormat);
  const { px, fit } = options.size;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate() // applies the EXIF orientation before it is dropped
      .resize(
        px,
        px,
        fit === 'square'
          ? { fit: 'cover', position: 'attention' }
          : { fit: 'inside', withoutEnlargement: true },
      );
    const data = await (
      output === 'webp'
        ? image.webp({ quality: 82 })
        : output === 'jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : output === 'png'
            ? image.png()
            : image.gif()
    ).toBuffer();
    return { data, mime: MIME[output] };
  } catch (error) {
    throw options.invalid(error);
  }
}

/**
 * Stores the uploaded image under a new random key and runs `save` (the caller's transaction pointing its row at
 * the image and answering the key it replaces). A failed `save` removes the new file; after a successful one the
 * replaced file is removed (a failure there leaves an orphan, not an error). Returns what `save` returned.
 */
export async function storePublicImage<T>(
  storage: FileStorage,
  bytes: Buffer,
  options: PublicImageOptions,
  save: (image: StoredImage) => Promise<{ result: T; replacedKey: string | null | undefined }>,
): Promise<T> {
  const { data, mime } = await reencode(bytes, options);
  const token = randomBytes(16).toString('hex');
  const key = `${options.folder}/${token}${options.extension ?? ''}`;
  await storage.put(key, data, mime);
  let saved: Awaited<ReturnType<typeof save>>;
  try {
    saved = await save({ key, token, mime });
  } catch (error) {
    await removeQuietly(storage, key);
    throw error;
  }
  if (saved.replacedKey) await removeQuietly(storage, saved.replacedKey);
  return saved.result;
}

/** Removes a stored file; a failure is logged, not thrown (the file is an orphan then). */
export async function removeQuietly(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(key).catch((error: unknown) => {
    logger.warn({ err: error, key }, 'storage: could not delete a file');
  });
}
