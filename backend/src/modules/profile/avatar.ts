// Avatar images go through the public image path (shared/storage): the real type is read from the bytes, only
// PNG, JPEG and WebP are accepted, and every upload is re-encoded as a 256 px square WebP.
import { AVATAR_MAX_BYTES } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { PublicImageOptions } from '../../shared/storage';

export const AVATAR_SIZE = 256;

/** How an avatar is checked and stored (key `avatars/<token>.webp`). */
export const AVATAR_IMAGE: PublicImageOptions = {
  maxBytes: AVATAR_MAX_BYTES,
  size: { px: AVATAR_SIZE, fit: 'square' },
  formats: ['png', 'jpeg', 'webp'],
  output: 'webp',
  folder: 'avatars',
  extension: '.webp',
  invalid: (cause) =>
    new AppError('invalid_data', 'avatar_invalid_type', 'Please upload a PNG, JPEG or WebP image.', {
      cause,
    }),
};

/** The site-relative URL of a stored avatar (an <img> cannot send the bearer token). */
export function avatarUrl(key: string): string {
  return `/wp-json/officefit/v1/avatar/${key.slice('avatars/'.length)}`;
}
