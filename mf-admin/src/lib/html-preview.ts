// The editors' previews show unsaved input, which no server has sanitized yet: DOMPurify reduces it to the one HTML
// rule set (@officefit/domain, the same lists the server's sanitize-html uses), so the preview shows what readers
// will get. Public pages and articles render the API's HTML, which the server sanitized on save and again when
// serving it, so no sanitizer ships to visitors (DECISIONS "Stored HTML is sanitized by sanitize-html on the
// server"). An own DOMPurify instance, so its hook touches no other user of the library.
import DOMPurify from 'dompurify';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_ELEMENTS,
  DROPPED_HTML_ELEMENTS,
  browserHref,
  hrefKind,
  isCmsPictureSrc,
  isPictureSize,
} from '@officefit/domain';

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A picture stays only as an uploaded CMS picture with alt text (the rule set); a size must be in pixels. */
function keepOwnPicture(node: Element): void {
  const src = node.getAttribute('src') ?? '';
  if (!isCmsPictureSrc(src) || !node.getAttribute('alt')?.trim()) {
    node.remove();
    return;
  }
  for (const size of ['width', 'height']) {
    const value = node.getAttribute(size);
    if (value !== null && !isPictureSize(value)) node.removeAttribute(size);
  }
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  // The link rule decides over hrefs (DOMPurify's own URI check has already run); links to other sites get rel.
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      keepOwnPicture(node);
      return;
    }
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    const kind = href === null ? null : hrefKind(href);
    node.removeAttribute('href');
    if (href === null || !kind) return;
    node.setAttribute('href', browserHref(href));
    if (kind === 'https') node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = made;
  return made;
}

const CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_HTML_ELEMENTS],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_HTML_ATTRIBUTES).flat())],
  // other elements are unwrapped (their text stays); these go with their content
  KEEP_CONTENT: true,
  FORBID_CONTENTS: [...DROPPED_HTML_ELEMENTS, 'textarea', 'option', 'title', 'xmp', 'noembed', 'noframes'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Unsaved editor HTML reduced to the HTML rule set, for the preview. */
export function previewHtml(html: string): string {
  return instance().sanitize(html, CONFIG);
}
