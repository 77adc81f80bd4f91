/** Largest team photo or logo (spec §5, §9: 512 kb; the server counts 524,288 bytes). */
export const PHOTO_MAX_BYTES = 512 * 1024;
/** The limit as the message shows it ("File too big. (Limit: 512 kb)"). */
export const PHOTO_LIMIT_LABEL = '512 kb';
/** Image types the server accepts (it checks the content too). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type PhotoProblem = 'tooBig' | 'wrongType';

/** Checks a chosen team photo before the upload; null when it may be sent. */
export function checkPhoto(file: Pick<File, 'size' | 'type'>): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooBig';
  return null;
}
