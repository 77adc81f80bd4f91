// What a stock WordPress client needs beyond the post body (docs/api-marketing.md "WordPress compatibility"):
// absolute URLs of this site, the `Link` paging header and the `_links` of a post, as WordPress 6.1 sends them.
import type { Request } from 'express';
import type { TLSSocket } from 'node:tls';
import type { WpLink } from '../../shared/domain';

/** The absolute origin and REST root of the site. */
export interface Site {
  origin: string;
  /** e.g. `https://officefit.example/wp-json` */
  apiRoot: string;
}

/**
 * The site's public origin is configuration (SITE_URL, put on `app.locals.siteUrl` by createApp), never a request
 * header: answers are kept and served to others, so no client may put its own host (X-Forwarded-Host, Host) into
 * their links. Without a configured site (API tests, tools) the address this server was reached at is used.
 */
export function siteOf(req: Request): Site {
  const configured = req.app.locals.siteUrl as string | undefined;
  const origin = configured ?? ownOrigin(req);
  return { origin, apiRoot: `${origin}/wp-json` };
}

function ownOrigin(req: Request): string {
  const protocol = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
  try {
    return new URL(`${protocol}://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return `${protocol}://localhost`;
  }
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
  // the site's origin with the request's path and query: never resolved against it (a path '//host/…' would
  // name another host, an odd one would throw)
  const url = new URL(siteOf(req).origin);
  const query = req.originalUrl.indexOf('?');
  url.pathname = query === -1 ? req.originalUrl : req.originalUrl.slice(0, query);
  url.search = query === -1 ? '' : req.originalUrl.slice(query);
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
