// The HTML allow-list of articles and CMS text blocks (docs/api-marketing.md): the backend rejects anything else
// on save, the admin editors warn before saving, and the CMS block renderer sanitizes with the same list.

/** Elements an article or CMS text may use (lower case, in the order the backend's message names them). */
export const ALLOWED_HTML_ELEMENTS = [
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'br',
  'blockquote',
  'a',
] as const;
export type AllowedHtmlElement = (typeof ALLOWED_HTML_ELEMENTS)[number];

/** A site-relative path (`/…`, not `//`) without spaces, quotes or angle brackets: CMS links and image paths. */
export function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\s"'<>`\\]/.test(value);
}
