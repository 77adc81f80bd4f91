// The article body as rich text (#39 point 9): a toolbar with only what the HTML rule set allows, the text below.
// Loaded lazily by the article editor (the default export), so TipTap ships with this screen only.
import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import styled from 'styled-components';
import { articleExtensions, editorHtml } from '../model/rich-text';
import { RichTextToolbar } from './rich-text-toolbar';
import { LinkForm } from './link-form';
import { PictureDialog } from './picture-dialog';

const Root = styled.div`
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.error};
`;

const Text = styled.div<{ $invalid: boolean }>`
  .ProseMirror {
    min-height: 14rem;
    padding: ${({ theme }) => `${theme.space.sm} 12px`};
    border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }

  /* a link alone on its line is a 24 px target (WCAG 2.5.8); vertical padding of an inline box moves no line */
  .ProseMirror a {
    padding-block: 0.25em;
  }

  .ProseMirror:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export interface RichTextEditorProps {
  /** The id of the editable text (the form focuses it when the content has an error). */
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The article's language: spelling checks and screen readers read the text in it. */
  lang: string;
  value: string;
  onChange: (html: string) => void;
}

interface EditorOptions {
  id: string;
  labelId: string;
  describedBy: string;
  invalid: boolean;
  lang: string;
  value: string;
  onChange: (html: string) => void;
}

/** The TipTap editor of an article body: its text follows `value`, its editable element carries the field's ARIA. */
function useArticleEditor({ id, labelId, describedBy, invalid, lang, value, onChange }: EditorOptions) {
  // what the editor last reported, so a new value from outside (a reload after saving) replaces the text
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: articleExtensions,
    content: value,
    onUpdate: ({ editor: current }) => {
      const html = editorHtml(current);
      emitted.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    // the editable element is ProseMirror's own: its name, description and state are set as its attributes
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          'aria-invalid': invalid ? 'true' : 'false',
          lang,
        },
      },
    });
  }, [editor, id, labelId, describedBy, invalid, lang]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return editor;
}

export default function RichTextEditor({
  id,
  label,
  hint,
  error,
  lang,
  value,
  onChange,
}: RichTextEditorProps) {
  const uid = useId();
  const labelId = `${uid}-label`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const [open, setOpen] = useState<'link' | 'picture' | null>(null);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const editor = useArticleEditor({
    id,
    labelId,
    describedBy,
    invalid: Boolean(error),
    lang,
    value,
    onChange,
  });

  const close = (form: 'link' | 'picture', toText: boolean) => {
    setOpen(null);
    // cancelled: back to the button that opened the form
    if (!toText) document.getElementById(`${id}-toolbar-${form}`)?.focus();
  };

  const linkHref = useEditorState({
    editor,
    selector: ({ editor: current }) => (current.getAttributes('link').href as string | undefined) ?? '',
  });

  return (
    <Root>
      {/* a contenteditable cannot be the target of a <label>; clicking the name still puts the cursor in it */}
      <Label id={labelId} onClick={() => editor.commands.focus()}>
        {label}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <RichTextToolbar
        editor={editor}
        controls={id}
        open={open}
        onOpen={(form) => setOpen((current) => (current === form ? null : form))}
      />
      {open === 'link' && (
        <LinkForm editor={editor} initial={linkHref} onClose={(toText) => close('link', toText)} />
      )}
      {open === 'picture' && (
        <PictureDialog
          editor={editor}
          lang={lang === 'en' ? 'en' : 'de'}
          onClose={(toText) => close('picture', toText)}
        />
      )}
      <Text $invalid={Boolean(error)}>
        <EditorContent editor={editor} />
      </Text>
      {error && <Error id={errorId}>{error}</Error>}
    </Root>
  );
}
