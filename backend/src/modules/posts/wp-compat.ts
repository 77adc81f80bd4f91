// What a stock WordPress client needs beyond the post body (docs/api-marketing.md "WordPress compatibility"):
// absolute URLs of this site, the `Link` paging header and the `_links` of a post, as WordPress 6.1 sends them.
import type { Request } from 'express';
import type { WpLink } from '../../shared/domain';

/**
 * The absolute origin and REST root of the request. The gateway proxies with changeOrigin: `req.host` and
 * `req.protocol` read its X-Forwarded-Host / -Proto (trusted from loopback only, app.ts `trust proxy`).
 */
export interface Site {
  origin: string;
  /** e.g. `https://officefit.example/wp-json` */
  apiRoot: string;
}

export function siteOf(req: Request): Site {
  const origin = `${req.protocol}://${req.host ?? 'localhost'}`;
  return { origin, apiRoot: `${origin}/wp-json` };
}

/** WordPress's `*_gmt` format: UTC without zone or fraction (`2024-05-01T08:00:00`). */
export function wpGmt(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/**
 * `Link: <…?page=1>; rel="prev", <…?page=3>; rel="next"` as WordPress builds it: the request's own query with
 * only `page` replaced; undefined on a single page. wpapi and other clients page by it (`_paging.next`).
 */
export function pagingLinks(req: Request, page: number, totalPages: number): string | undefined {
  const url = new URL(req.originalUrl, siteOf(req).origin);
  const at = (n: number) => {
    url.searchParams.set('page', String(n));
    return `<${url.href}>`;
  };
  const links: string[] = [];
  if (page > 1) links.push(`${at(Math.min(page - 1, totalPages))}; rel="prev"`);
  if (page < totalPages) links.push(`${at(page + 1)}; rel="next"`);
  return links.length ? links.join(', ') : undefined;
}

/**
 * The `_links` of a post. Only relations with something behind them: no `replies` / `wp:attachment` /
 * `version-history` / `about` (comments are closed, there is no media library, revisions or types route).
 * `author` and `wp:featuredmedia` are there for `_embed`; their hrefs are not served (404 rest_no_route).
 */
export function postLinks(
  post: { id: number; author: number; featured_media: number },
  apiRoot: string,
): Record<string, WpLink[]> {
  const v2 = `${apiRoot}/wp/v2`;
  return {
    self: [{ href: `${v2}/posts/${post.id}` }],
    collection: [{ href: `${v2}/posts` }],
    ...(post.author ? { author: [{ embeddable: true, href: `${v2}/users/${post.author}` }] } : {}),
    ...(post.featured_media
      ? { 'wp:featuredmedia': [{ embeddable: true, href: `${v2}/media/${post.featured_media}` }] }
      : {}),
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: `${v2}/categories?post=${post.id}` },
      { taxonomy: 'post_tag', embeddable: true, href: `${v2}/tags?post=${post.id}` },
    ],
    curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
  };
}
