// The article body's rich-text editor (#39 point 9) is TipTap (ProseMirror): its schema is the HTML rule set of
// @officefit/domain, so it can neither show nor emit anything else. Every element of ALLOWED_HTML_ELEMENTS has
// its node or mark here and nothing more (no code, strike, underline, rule; headings 2 and 3 only), the
// link and the numbered list carry no attribute but `href` (pasted `target`, `start` or `class` are dropped), and
// a link is kept only when the shared link rule allows its target. A picture is an uploaded CMS picture with alt
// text (src, alt, width, height; a pasted foreign one is dropped). TipTap rather than Lexical: Lexical's HTML
// export writes spans with inline styles and `dir` that would have to be filtered out again, while ProseMirror's
// serialiser writes exactly the schema; the chunk loads only with the editor (see article-editor.tsx).
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import type { Editor, Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref, isCmsPictureSrc, type CmsPicture } from '@officefit/domain';

export const articleExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    // an empty paragraph after a closing list or quote would be saved with every article
    trailingNode: false,
    // replaced below by variants without attributes
    link: false,
    orderedList: false,
  }),
  OrderedList.extend({ addAttributes: () => ({}) }),
  Link.extend({ addAttributes: () => ({ href: { default: null } }) }).configure({
    openOnClick: false,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => isAllowedHref(url),
  }),
  Image.extend({
    addAttributes: () => ({
      src: { default: null },
      alt: { default: null },
      width: { default: null },
      height: { default: null },
    }),
    parseHTML: () => [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) =>
          isCmsPictureSrc(element.getAttribute('src') ?? '') && element.getAttribute('alt')?.trim()
            ? null
            : false,
      },
    ],
  }),
];

/** A picture's tag as the DOM serialiser writes it: the values hold no `"` (written `&quot;`) but may hold `<`, `>`. */
const PICTURE_TAG = /<img((?:\s[a-z-]+="[^"]*")*)>/g;

/**
 * The editor's content as it is saved: '' when empty, and spelled as the server's sanitizer spells it (`<br />`,
 * a no-break space as the character rather than `&nbsp;`), so sanitizing it on save changes nothing.
 */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor
    .getHTML()
    .replace(/<br>/g, '<br />')
    .replace(PICTURE_TAG, (_tag, attributes: string) => `<img${escapeAngles(attributes)} />`)
    .replace(/&nbsp;/g, '\u00a0');
}

function escapeAngles(attributes: string): string {
  return attributes.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Inserts an uploaded picture at the end of the selection (selected text stays), with its size, so the reader's
 * page keeps its room before the file arrives.
 */
export function insertPicture(editor: Editor, picture: CmsPicture, alt: string): void {
  editor
    .chain()
    .focus()
    .insertContentAt(editor.state.selection.to, {
      type: 'image',
      attrs: { src: picture.src, alt, width: picture.width, height: picture.height },
    })
    .run();
}

/** The toolbar's formatting commands, in their order on screen. */
export const FORMATS = [
  'heading2',
  'heading3',
  'bold',
  'italic',
  'bulletList',
  'orderedList',
  'blockquote',
] as const;
export type Format = (typeof FORMATS)[number];

/** Whether the selection has a format (the toolbar's `aria-pressed`). */
export function isActive(editor: Editor, format: Format): boolean {
  if (format === 'heading2') return editor.isActive('heading', { level: 2 });
  if (format === 'heading3') return editor.isActive('heading', { level: 3 });
  return editor.isActive(format);
}

/** Switches a format on or off for the selection, keeping the focus in the text. */
export function toggle(editor: Editor, format: Format): void {
  const chain = editor.chain().focus();
  switch (format) {
    case 'heading2':
      chain.toggleHeading({ level: 2 }).run();
      return;
    case 'heading3':
      chain.toggleHeading({ level: 3 }).run();
      return;
    case 'bold':
      chain.toggleBold().run();
      return;
    case 'italic':
      chain.toggleItalic().run();
      return;
    case 'bulletList':
      chain.toggleBulletList().run();
      return;
    case 'orderedList':
      chain.toggleOrderedList().run();
      return;
    case 'blockquote':
      chain.toggleBlockquote().run();
      return;
  }
}

/**
 * Links the selection to `href` (the whole link when the cursor sits in one); with nothing selected the address
 * itself is inserted as the link's text.
 */
export function applyLink(editor: Editor, href: string): void {
  const chain = editor.chain().focus();
  if (editor.state.selection.empty && !editor.isActive('link')) {
    chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    return;
  }
  chain.extendMarkRange('link').setLink({ href }).run();
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange('link').unsetLink().run();
}
