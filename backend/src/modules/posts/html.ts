// The HTML allow-list of articles and CMS text blocks. Content is validated rather than rewritten: anything
// outside the list is a 400 with a clear message, so what an editor saves is exactly what visitors get. The list
// itself is shared with the admin editors and the CMS block renderer (@officefit/domain).

import { ALLOWED_HTML_ELEMENTS, hrefFromAttribute, isAllowedHref, isSitePath } from '../../shared/domain';

/**
 * The link rule (@officefit/domain): a site path, an anchor, mailto: or https:, judged by what the browser will
 * follow. `isSitePath`: a site-relative path (`/…`, not `//` or `/\`): links and images of CMS blocks.
 */
export { isAllowedHref, isSitePath };

const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(ALLOWED_HTML_ELEMENTS);

/** Null when `html` only uses the allowed elements (and `a href`), else a message naming the first problem. */
export function htmlProblem(html: string): string | null {
  const tag = /<[^>]*>?/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = match[0];
    if (!text.endsWith('>')) return 'contains an unclosed "<" (write &lt; for a literal <).';
    const parsed = /^<(\/?)([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>$/i.exec(text);
    if (!parsed) return `contains markup that is not allowed: ${text.slice(0, 40)}`;
    const [, closing, rawName, attributes] = parsed;
    const name = rawName!.toLowerCase();
    if (!ALLOWED_ELEMENTS.has(name)) {
      return `uses <${name}>; allowed are ${[...ALLOWED_ELEMENTS].map((e) => `<${e}>`).join(', ')}.`;
    }
    const attrs = [...(attributes ?? '').matchAll(/([a-z-]+)="([^"]*)"/gi)];
    if (closing && attrs.length) return `has attributes on a closing tag: ${text.slice(0, 40)}`;
    for (const [, attr, value] of attrs) {
      if (name !== 'a' || attr!.toLowerCase() !== 'href') return `uses the attribute ${attr} on <${name}>.`;
      // The browser decodes character references first: `/&#92;host` is `/\host`, another host.
      const href = hrefFromAttribute(value!);
      if (href === null)
        return `has a link with an unknown character reference (write & as &amp;): ${value!.slice(0, 60)}`;
      if (!isAllowedHref(href)) return `has a link that is not allowed: ${value!.slice(0, 60)}`;
    }
  }
  return null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as HTML text (`rendered` fields are HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Minutes to read an HTML text at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
