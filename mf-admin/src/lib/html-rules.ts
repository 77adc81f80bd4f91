// The CMS's rules for links, image paths and HTML (the backend's allow-list, docs/api-marketing.md), shared by
// the page editor and the article editor so both warn before the server refuses. The element list and the site
// path rule are the backend's own (@officefit/domain).

import { ALLOWED_HTML_ELEMENTS, isSitePath } from '@officefit/domain';

/** A site-relative path (`/…`, not `//`) without spaces or quotes: links and images of CMS blocks. */
export { isSitePath };

/** A problem with a field: a translation key of the `admin` namespace and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(ALLOWED_HTML_ELEMENTS);

/** A link of a button: site path, `#anchor` or `mailto:`. */
export function isBlockHref(value: string): boolean {
  return isSitePath(value) || /^#[A-Za-z0-9_-]+$/.test(value) || /^mailto:[^@\s"<>]+@[^@\s"<>]+$/.test(value);
}

function isAllowedLink(value: string): boolean {
  return /^(\/(?!\/)|#|mailto:|https:\/\/)/i.test(value);
}

/** Null when `html` uses only the allowed elements (and `a href`), else a problem. */
export function htmlProblem(html: string): FieldProblem | null {
  const tag = /<[^>]*>?/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = match[0];
    if (!text.endsWith('>')) return { key: 'editor.errors.htmlUnclosed' };
    const parsed = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>$/i.exec(text);
    if (!parsed) return { key: 'editor.errors.htmlMarkup', values: { markup: text.slice(0, 40) } };
    const [, closing, rawName, attributes] = parsed;
    const name = (rawName ?? '').toLowerCase();
    if (!ALLOWED_ELEMENTS.has(name)) return { key: 'editor.errors.htmlElement', values: { element: name } };
    const attrs = [...(attributes ?? '').matchAll(/([a-z-]+)="([^"]*)"/gi)];
    if (closing && attrs.length)
      return { key: 'editor.errors.htmlMarkup', values: { markup: text.slice(0, 40) } };
    for (const [, attr, value] of attrs) {
      if (name !== 'a' || attr?.toLowerCase() !== 'href') {
        return { key: 'editor.errors.htmlAttribute', values: { attribute: attr ?? '' } };
      }
      if (!isAllowedLink(value ?? '')) return { key: 'editor.errors.htmlLink' };
    }
  }
  return null;
}
