// Which requests are the API's: `/wp-json` and `/scim` (SCIM 2.0 provisioning, issue 37) go to the backend
// (proxy.ts), never to a page or the shell.

/** Path prefixes forwarded to the backend; each counts as itself and everything below it. */
export const API_PREFIXES = ['/wp-json', '/scim'] as const;

/**
 * True for `/wp-json`, `/scim` and everything below them (not `/wp-jsonx` or `/scimx`, which a plain prefix filter
 * would take). Identity providers call SCIM at `<site>/scim/v2/…`: the path is fixed by RFC 7644 practice, not ours.
 */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
