// The sanitizer of stored HTML (articles' content, CMS text blocks): sanitize-html, configured from the one HTML
// rule set in @officefit/domain (elements, attributes, the elements dropped with their content, the link rule), so
// the save validator, the admin editors and this sanitizer never disagree about what is allowed. It runs on save
// (what is stored is clean even if the validator had a gap) and again when the API serves the HTML (rows written
// before this rule, or by a migration or seed, never reach a reader unsanitized). The browser and the prerender
// render what the API sends; no sanitizer ships to visitors (DECISIONS "Stored HTML is sanitized by sanitize-html
// on the server").
import sanitize from 'sanitize-html';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_ELEMENTS,
  DROPPED_HTML_ELEMENTS,
  browserHref,
  hrefKind,
  isCmsPictureSrc,
  isPictureSize,
} from './domain';
import { memoByText } from './text-memo';

/** Links to other sites open without handing them our page (`window.opener`) or the referring URL. */
const EXTERNAL_REL = 'noopener noreferrer';

/**
 * A picture keeps only its rule-set attributes: an uploaded CMS picture as `src`, its alt text and a size in pixels
 * (readers' copies load lazily). One without such a `src` or without alt text loses its `src` here and is then
 * removed whole by `exclusiveFilter` (DECISIONS "One HTML rule set").
 */
function pictureAttributes(attribs: sanitize.Attributes, readers: boolean): sanitize.Attributes {
  const { src, alt, width, height } = attribs;
  if (src === undefined || !isCmsPictureSrc(src) || !alt?.trim()) return {};
  return {
    src,
    alt,
    ...(width !== undefined && isPictureSize(width) ? { width } : {}),
    ...(height !== undefined && isPictureSize(height) ? { height } : {}),
    ...(readers ? { loading: 'lazy' } : {}),
  };
}

const options = (readers: boolean): sanitize.IOptions => ({
  allowedTags: [...ALLOWED_HTML_ELEMENTS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_HTML_ATTRIBUTES).map(([element, attributes]) => [
      element,
      element === 'a'
        ? [...(attributes ?? []), 'rel']
        : element === 'img'
          ? [...(attributes ?? []), 'loading']
          : [...(attributes ?? [])],
    ]),
  ),
  // Unknown elements are unwrapped (their text stays); these go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_HTML_ELEMENTS, 'textarea', 'option', 'title', 'xmp', 'noembed', 'noframes'],
  // The link rule decides below; these are sanitize-html's own second check of what is left.
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href;
      const kind = href === undefined ? null : hrefKind(href);
      if (href === undefined || !kind) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: { href: browserHref(href), ...(readers && kind === 'https' ? { rel: EXTERNAL_REL } : {}) },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: pictureAttributes(attribs, readers) }),
  },
  // a picture the rule set does not allow goes entirely (an <img> without src would show a broken frame)
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
});
const FOR_STORAGE = options(false);
const FOR_READERS = options(true);

/**
 * `html` reduced to the HTML rule set, as it is stored: scripts and the like dropped with their content, other
 * elements unwrapped, every attribute but an allowed link removed. Idempotent, and what it returns passes the
 * save validator, so an editor can save a loaded article again.
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitize(html, FOR_STORAGE);
}

/**
 * `html` as the API serves it to readers: sanitized again, links to other sites with `rel="noopener noreferrer"`.
 * Remembered per text (shared/text-memo.ts): the result depends on nothing but the text.
 */
export const sanitizeHtmlForReaders: (html: string) => string = memoByText((html) =>
  sanitize(html, FOR_READERS),
);

/** CMS blocks with each text block's HTML passed through `sanitizer` (the other fields are plain text or checked links). */
export function sanitizeBlocks<T>(blocks: readonly T[], sanitizer: (html: string) => string): T[] {
  return blocks.map((block) => {
    const b = block as { type?: unknown; html?: unknown };
    return b.type === 'text' && typeof b.html === 'string' ? { ...block, html: sanitizer(b.html) } : block;
  });
}
