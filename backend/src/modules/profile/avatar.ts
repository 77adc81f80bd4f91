// Avatar images: the real type is read from the bytes by sharp (libvips; the declared type and the file name are
// not trusted), only PNG, JPEG and WebP are accepted, and every upload is re-encoded as a 256 px square WebP —
// which also drops metadata such as the EXIF location of a phone photo.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../shared/errors';

export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Refuses decompression bombs: a small file that unpacks into a huge image. */
const MAX_INPUT_PIXELS = 40_000_000;

function notAnImage(cause?: unknown): AppError {
  return new AppError('invalid_data', 'avatar_invalid_type', 'Please upload a PNG, JPEG or WebP image.', {
    cause,
  });
}

/** The uploaded bytes as a square WebP avatar; throws avatar_invalid_type for anything but PNG, JPEG, WebP. */
export async function toAvatar(data: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    throw notAnImage(error);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate() // applies the EXIF orientation before it is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw notAnImage(error);
  }
}

/** Storage key of a new avatar: random, so it is also the capability token of its public URL. */
export function newAvatarKey(): string {
  return `avatars/${randomBytes(24).toString('base64url')}.webp`;
}

/** The site-relative URL of a stored avatar (an <img> cannot send the bearer token). */
export function avatarUrl(key: string): string {
  return `/wp-json/officefit/v1/avatar/${key.slice('avatars/'.length)}`;
}
