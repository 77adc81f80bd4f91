// The HTML allow-list of CMS texts and article content (docs/api-marketing.md): the backend rejects anything
// else on save; the client applies the same list again, because the admin preview shows unsaved input and
// because a real WordPress could stand behind the same client one day. The element list is the backend's own
// (@officefit/domain), and so is the link rule: a link is kept when the target the browser will follow is an
// allowed kind (hrefKind), and written as the browser reads it. The backend additionally insists on the exact
// spelling when content is saved.

import { ALLOWED_HTML_ELEMENTS, browserHref, hrefKind } from '@officefit/domain';

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_HTML_ELEMENTS.map((element) => element.toUpperCase()));
/** Elements whose content is dropped with them (not unwrapped). */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
]);

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) continue; // text
    if (child.nodeType !== 1) {
      child.remove(); // comments, processing instructions
      continue;
    }
    const el = child as Element;
    const tag = el.tagName.toUpperCase();
    if (DROPPED.has(tag)) {
      el.remove();
      continue;
    }
    clean(el, doc);
    if (!ALLOWED.has(tag)) {
      // keep the text of an unknown element, drop the element itself
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const href = tag === 'A' ? el.getAttribute('href') : null;
    for (const attr of Array.from(el.attributes)) el.removeAttribute(attr.name);
    const kind = href === null ? null : hrefKind(href);
    if (href !== null && kind) {
      el.setAttribute('href', browserHref(href));
      if (kind === 'https') el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/** A whole document around a fragment: browsers accept a bare `<body>`, linkedom (server render) needs `<html>`. */
const asDocument = (html: string) => `<!doctype html><html><body>${html}</body></html>`;

/** Returns `html` reduced to the allow-list: other elements are unwrapped, scripts dropped, attributes removed. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(asDocument(html), 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}

/** The plain text of a `rendered` field (WordPress fields are HTML-escaped). */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return (new DOMParser().parseFromString(asDocument(html), 'text/html').body.textContent ?? '').trim();
}
