// The one HTML rule set of articles and CMS text blocks (docs/api-marketing.md): which elements and attributes
// content may use, which elements a sanitizer drops with their content, the link rule, and the validator built
// from them. The backend validates with it on save (a 400 naming the problem), then sanitizes with sanitize-html
// configured from the same lists on save and when serving (backend/src/shared/html-sanitizer.ts); the admin
// editors run the same validator before saving, and their previews sanitize unsaved input with DOMPurify
// configured from the same lists (mf-admin/src/lib/html-preview.ts).

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
  'img',
] as const;
export type AllowedHtmlElement = (typeof ALLOWED_HTML_ELEMENTS)[number];

/**
 * The attributes an allowed element may carry: a link's `href` (judged by the link rule below) and a picture's
 * `src` (one of our uploaded CMS pictures, `isCmsPictureSrc`), `alt` (required, not empty) and its size in pixels.
 * Readers get `loading="lazy"` added to pictures when the API serves them; it is never stored.
 */
export const ALLOWED_HTML_ATTRIBUTES: Readonly<Partial<Record<AllowedHtmlElement, readonly string[]>>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};

/** Where the backend serves the files of uploaded CMS pictures (officefit/v1/cms_pictures/{file}). */
export const CMS_PICTURE_PATH = '/wp-json/officefit/v1/cms_pictures/';
/** A CMS picture's file name: a hash of its bytes, its width and its format. */
export const CMS_PICTURE_FILE = /^[a-f0-9]{24}-\d{1,5}\.(?:avif|webp)$/;
const PICTURE_SIZE = /^\d{1,5}$/;

/** Whether `src` is a file of an uploaded CMS picture: the only pictures an article or CMS text may show. */
export function isCmsPictureSrc(src: string): boolean {
  return src.startsWith(CMS_PICTURE_PATH) && CMS_PICTURE_FILE.test(src.slice(CMS_PICTURE_PATH.length));
}

/** Whether a picture's `width` or `height` attribute is a plain number of pixels. */
export function isPictureSize(value: string): boolean {
  return PICTURE_SIZE.test(value);
}

/**
 * Elements a sanitizer removes together with their content; any other element outside the list is unwrapped
 * (its text stays). The validator rejects them like any other element.
 */
export const DROPPED_HTML_ELEMENTS = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
] as const;

// Links are judged by what a browser will follow, not by how they are spelled: the WHATWG URL parser trims
// leading and trailing C0 controls and spaces, drops tabs and newlines anywhere, and reads `\` as `/` in relative
// and http(s) URLs. So `/\evil.example`, `/<tab>/evil.example` and `\\evil.example` are all `//evil.example`,
// a link to another host, and `java<tab>script:` is `javascript:`.

/** The kinds of link target CMS content may use. */
export type HrefKind = 'path' | 'anchor' | 'mailto' | 'https';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
/** Schemes whose URLs the WHATWG parser reads `\` in as `/` ("special" schemes). */
const SPECIAL_SCHEMES = new Set(['http', 'https', 'ws', 'wss', 'ftp', 'file']);

/** An href as the browser's URL parser reads it before resolving (the spelling differences only). */
export function browserHref(href: string): string {
  // eslint-disable-next-line no-control-regex -- C0 controls are exactly what the URL parser strips
  const url = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || SPECIAL_SCHEMES.has(scheme) ? url.replace(/\\/g, '/') : url;
}

/**
 * The kind of link target an href is, or null when CMS content may not link there: a path on this site (`/…`
 * but not `//…`, which names another host), an `#anchor`, `mailto:` or an `https://` URL. Everything else
 * (other schemes, scheme-relative `//host`, bare relative paths) is null.
 */
export function hrefKind(href: string): HrefKind | null {
  const url = browserHref(href);
  if (url.startsWith('/')) return url.startsWith('//') ? null : 'path';
  if (url.startsWith('#')) return 'anchor';
  if (/^mailto:/i.test(url)) return 'mailto';
  if (/^https:\/\/[^/?#@]/i.test(url)) return 'https';
  return null;
}

/** Characters a stored link may not contain: those the URL parser drops or rewrites, and those ending attributes. */
// eslint-disable-next-line no-control-regex -- see browserHref
const UNSAFE_IN_HREF = /[\u0000-\u0020\u007f"'<>`\\]/;

/**
 * A link target content may be saved with: an allowed kind (hrefKind), spelled exactly as the browser reads it
 * (no spaces, controls or backslashes, no quotes or angle brackets), mail links with an address and https links
 * with a plain host name.
 */
export function isAllowedHref(href: string): boolean {
  if (UNSAFE_IN_HREF.test(href)) return false;
  switch (hrefKind(href)) {
    case 'path':
    case 'anchor':
      return true;
    case 'mailto':
      return /^mailto:[^@]+@[^@]+$/i.test(href);
    case 'https':
      return /^https:\/\/[a-z0-9.-]+(?::\d+)?(?:[/?#].*)?$/i.test(href);
    default:
      return false;
  }
}

/** A site-relative path (`/…`, not `//`) without spaces, quotes or angle brackets: CMS links and image paths. */
export function isSitePath(value: string): boolean {
  return isAllowedHref(value) && hrefKind(value) === 'path';
}

/** A link of a CMS button (CTA): a site path, an #anchor or a mailto: address. */
export function isBlockHref(value: string): boolean {
  return isSitePath(value) || /^#[A-Za-z0-9_-]+$/.test(value) || /^mailto:[^@\s"<>]+@[^@\s"<>]+$/.test(value);
}

const CHARACTER_REFERENCE = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|quot|apos|lt|gt));/gi;
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/**
 * The link target an `href="…"` attribute in HTML source stands for: the browser decodes character references
 * before reading the URL (`/&#92;evil.example` is `/\evil.example`). Numeric references and the five XML ones
 * are decoded; null when the value holds any other `&name` (write `&` as `&amp;`), rather than carry the whole
 * table of named references (`&sol;`, `&Tab;`, `&colon;` …) to decode them.
 */
export function hrefFromAttribute(value: string): string | null {
  const decoded = value.replace(
    CHARACTER_REFERENCE,
    (_match, decimal?: string, hex?: string, name?: string) => {
      if (name) return NAMED[name.toLowerCase()] ?? '';
      const code = decimal ? Number(decimal) : parseInt(hex ?? '', 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
  // Whatever `&` is left must be a literal one; `&` before a letter or `#` might be a reference not decoded above.
  const rest = value.replace(CHARACTER_REFERENCE, '');
  return /&[a-z#]/i.test(rest) ? null : decoded;
}

/** What is wrong with a piece of HTML; the backend words it in English, the admin editors translate it. */
export type HtmlProblem =
  | { code: 'unclosed' }
  | { code: 'markup'; markup: string }
  | { code: 'closing_attributes'; markup: string }
  | { code: 'element'; element: string }
  | { code: 'attribute'; element: string; attribute: string }
  | { code: 'reference'; href: string }
  | { code: 'link'; href: string }
  | { code: 'picture_src'; src: string }
  | { code: 'picture_alt' }
  | { code: 'picture_size'; attribute: string };

const ELEMENTS: ReadonlySet<string> = new Set(ALLOWED_HTML_ELEMENTS);

/** The first problem of one opening tag's attributes (`[name, value as written]`), or null. */
function attributesProblem(element: string, attrs: [string, string][]): HtmlProblem | null {
  const allowed = ALLOWED_HTML_ATTRIBUTES[element as AllowedHtmlElement] ?? [];
  for (const [attribute, value] of attrs) {
    if (!allowed.includes(attribute)) return { code: 'attribute', element, attribute };
    if (element === 'img') {
      if (attribute === 'src' && !isCmsPictureSrc(value))
        return { code: 'picture_src', src: value.slice(0, 60) };
      if ((attribute === 'width' || attribute === 'height') && !isPictureSize(value))
        return { code: 'picture_size', attribute };
      continue;
    }
    // The browser decodes character references first: `/&#92;host` is `/\host`, another host.
    const href = hrefFromAttribute(value);
    if (href === null) return { code: 'reference', href: value.slice(0, 60) };
    if (!isAllowedHref(href)) return { code: 'link', href: value.slice(0, 60) };
  }
  if (element !== 'img') return null;
  const names = new Set(attrs.map(([attribute]) => attribute));
  if (!names.has('src')) return { code: 'picture_src', src: '' };
  // a picture in a text is content: it needs words for those who cannot see it
  const alt = attrs.find(([attribute]) => attribute === 'alt')?.[1] ?? '';
  return alt.trim() ? null : { code: 'picture_alt' };
}

/**
 * Null when `html` uses only the allowed elements and attributes with allowed links, else its first problem.
 * Strict on spelling (lower-level markup such as comments, unquoted attributes or a bare `<` is refused), so
 * what an editor saves is exactly what the renderer shows.
 */
export function htmlProblem(html: string): HtmlProblem | null {
  const tag = /<[^>]*>?/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = match[0];
    if (!text.endsWith('>')) return { code: 'unclosed' };
    const markup = text.slice(0, 40);
    const parsed = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>$/i.exec(text);
    if (!parsed) return { code: 'markup', markup };
    const [, closing, rawName, attributes] = parsed;
    const element = (rawName ?? '').toLowerCase();
    if (!ELEMENTS.has(element)) return { code: 'element', element };
    const attrs = [...(attributes ?? '').matchAll(/([a-z-]+)="([^"]*)"/gi)];
    if (closing && attrs.length) return { code: 'closing_attributes', markup };
    if (closing) continue;
    const problem = attributesProblem(
      element,
      attrs.map(([, attribute = '', value = '']) => [attribute.toLowerCase(), value]),
    );
    if (problem) return problem;
  }
  return null;
}
