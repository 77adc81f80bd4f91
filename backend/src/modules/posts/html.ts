// The HTML rule set of articles and CMS text blocks is @officefit/domain's (elements, attributes, link rule and
// the validator), shared with the admin editors and the CMS block renderer. Content is validated rather than
// rewritten: anything outside the rules is a 400 with a clear message, so what an editor saves is exactly what
// visitors get. Here the problem is worded for the API.

import {
  ALLOWED_HTML_ELEMENTS,
  type HtmlProblem,
  htmlProblem as domainHtmlProblem,
  isAllowedHref,
  isSitePath,
} from '../../shared/domain';
import { memoByText } from '../../shared/text-memo';

/**
 * The link rule (@officefit/domain): a site path, an anchor, mailto: or https:, judged by what the browser will
 * follow. `isSitePath`: a site-relative path (`/…`, not `//` or `/\`): links and images of CMS blocks.
 */
export { isAllowedHref, isSitePath };

const ALLOWED_LIST = ALLOWED_HTML_ELEMENTS.map((e) => `<${e}>`).join(', ');

/** Null when `html` keeps to the HTML rule set, else a message naming the first problem. */
export function htmlProblem(html: string): string | null {
  const problem = domainHtmlProblem(html);
  return problem && htmlProblemMessage(problem);
}

/** A problem of the HTML rule set worded for the API (also for the CMS blocks' shared schema's issues). */
export function htmlProblemMessage(problem: HtmlProblem): string {
  switch (problem.code) {
    case 'unclosed':
      return 'contains an unclosed "<" (write &lt; for a literal <).';
    case 'markup':
      return `contains markup that is not allowed: ${problem.markup}`;
    case 'closing_attributes':
      return `has attributes on a closing tag: ${problem.markup}`;
    case 'element':
      return `uses <${problem.element}>; allowed are ${ALLOWED_LIST}.`;
    case 'attribute':
      return `uses the attribute ${problem.attribute} on <${problem.element}>.`;
    case 'reference':
      return `has a link with an unknown character reference (write & as &amp;): ${problem.href}`;
    case 'link':
      return `has a link that is not allowed: ${problem.href}`;
    case 'picture_src':
      return `has a picture that is not an uploaded CMS picture: ${problem.src || '(no src)'}`;
    case 'picture_alt':
      return 'has a picture without alt text.';
    case 'picture_size':
      return `has a picture whose ${problem.attribute} is not a number of pixels.`;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Plain text as HTML text (`rendered` fields are HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Minutes to read an HTML text at 200 words a minute, at least 1 (remembered per text, like the sanitizer). */
export const readingMinutes: (html: string) => number = memoByText((html) => {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
});
