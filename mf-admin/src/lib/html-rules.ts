// The CMS's rules for links, image paths and HTML, shared by the page editor and the article editor so both
// warn before the server refuses. The HTML rule set (elements, attributes, link rule and the validator) and the
// site path rule are the backend's own (@officefit/domain); here a problem becomes a translation key.

import {
  htmlProblem as domainHtmlProblem,
  isBlockHref,
  isSitePath,
  type HtmlProblem,
} from '@officefit/domain';

/**
 * A site-relative path (`/…`, not `//`) without spaces or quotes: links and images of CMS blocks; a button's link
 * (`isBlockHref`): site path, `#anchor` or `mailto:` (the request contract's rules).
 */
export { isBlockHref, isSitePath };

/** A problem with a field: a translation key of the `admin` namespace and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** A problem of the HTML rule set as a translation key with its values. */
export function htmlFieldProblem(problem: HtmlProblem): FieldProblem {
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
    case 'picture_src':
      return { key: 'editor.errors.htmlPictureSrc' };
    case 'picture_alt':
      return { key: 'editor.errors.htmlPictureAlt' };
    case 'picture_size':
      return { key: 'editor.errors.htmlPictureSize', values: { attribute: problem.attribute } };
  }
}

/** Null when `html` keeps to the HTML rule set the server checks on save, else a problem. */
export function htmlProblem(html: string): FieldProblem | null {
  const problem = domainHtmlProblem(html);
  return problem && htmlFieldProblem(problem);
}
