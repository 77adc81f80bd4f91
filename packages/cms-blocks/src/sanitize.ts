// The render side of the one HTML rule set (@officefit/domain, DECISIONS "One HTML rule set"): the backend
// validates content on save with it; the renderer sanitizes again with the same lists, because the admin preview
// shows unsaved input and because a real WordPress could stand behind the same client one day. A link is kept
// when the target the browser will follow is an allowed kind (hrefKind), and written as the browser reads it.
// A DOM walk over the browser's (or linkedom's, in the prerender) own parser rather than DOMPurify: the rule set
// is a dozen elements and one attribute, and DOMPurify (≈12 kB gzip) would break the landing pages' budget.

import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_ELEMENTS,
  DROPPED_HTML_ELEMENTS,
  browserHref,
  hrefKind,
  type AllowedHtmlElement,
} from '@officefit/domain';

const upper = (names: readonly string[]): ReadonlySet<string> =>
  new Set(names.map((name) => name.toUpperCase()));
const ALLOWED = upper(ALLOWED_HTML_ELEMENTS);
/** Elements whose content is dropped with them (not unwrapped). */
const DROPPED = upper(DROPPED_HTML_ELEMENTS);

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
    const allowed = ALLOWED_HTML_ATTRIBUTES[tag.toLowerCase() as AllowedHtmlElement] ?? [];
    const href = allowed.includes('href') ? el.getAttribute('href') : null;
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
