// How the API answers with an image: never sniffed as another type, no active content (a drawn SVG may carry
// inline styles only), and cached as long as the URL names the same bytes.
import type { Response } from 'express';

const ONE_WEEK_SECONDS = 7 * 24 * 3600;

/**
 * An uploaded picture behind a capability URL: its random name changes with every upload, so the answer may be
 * cached for a year. `etag` (the token) lets a revalidation (If-None-Match) be answered 304 by send();
 * `private` keeps a member's picture out of shared caches.
 */
export function sendUploadedImage(
  res: Response,
  image: { mime: string; data: Buffer },
  options: { etag?: string; cache: 'public' | 'private' },
): void {
  res
    .status(200)
    .set({
      ...(options.etag === undefined ? {} : { ETag: `"${options.etag}"` }),
      'Content-Type': image.mime,
      'Cache-Control': `${options.cache}, max-age=31536000, immutable`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    })
    .send(image.data);
}

/** A drawn or shipped SVG (exercise illustrations, reward pictures): public, cached for a week. */
export function sendSvg(res: Response, svg: string): void {
  res
    .status(200)
    .set({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': `public, max-age=${ONE_WEEK_SECONDS}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    .send(svg);
}
