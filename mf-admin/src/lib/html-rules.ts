// The CMS's rules for links, image paths and HTML, shared by the page editor and the article editor so both
// warn before the server refuses. The HTML rule set (elements, attributes, link rule and the validator) and the
// site path rule are the backend's own (@officefit/domain); here a problem becomes a translation key.

import { htmlProblem as domainHtmlProblem, isSitePath, type HtmlProblem } from '@officefit/domain';

/** A site-relative path (`/…`, not `//`) without spaces or quotes: links and images of CMS blocks. */
export { isSitePath };

/** A problem with a field: a translation key of the `admin` namespace and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** A link of a button: site path, `#anchor` or `mailto:`. */
export function isBlockHref(value: string): boolean {
  return isSitePath(value) || /^#[A-Za-z0-9_-]+$/.test(value) || /^mailto:[^@\s"<>]+@[^@\s"<>]+$/.test(value);
}

function fieldProblem(problem: HtmlProblem): FieldProblem {
  switch (problem.code) {
    case 'unclosed':
      return { key: 'editor.errors.htmlUnclosed' };
    case 'markup':
    case 'closing_attributes':
      return { key: 'editor.errors.htmlMarkup', values: { markup: problem.markup } };
    case 'element':
      return { key: 'editor.errors.htmlElement', values: { element: problem.element } };
    case 'attribute':
      return { key: 'editor.errors.htmlAttribute', values: { attribute: problem.attribute } };
    case 'reference':
    case 'link':
      return { key: 'editor.errors.htmlLink' };
  }
}

/** Null when `html` keeps to the HTML rule set the server checks on save, else a problem. */
export function htmlProblem(html: string): FieldProblem | null {
  const problem = domainHtmlProblem(html);
  return problem && fieldProblem(problem);
}
