// The formatting toolbar of the article body: the WAI-ARIA toolbar pattern (one tab stop, arrow keys, Home and
// End move between the buttons), toggles with `aria-pressed`, written-out names in the interface's language.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { FORMATS, isActive, toggle, type Format } from '../model/rich-text';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Tool = styled.button<{ $format: string }>`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $format, theme }) => ($format === 'bold' ? theme.fontWeights.bold : 'inherit')};
  font-style: ${({ $format }) => ($format === 'italic' ? 'italic' : 'normal')};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryText};
    border-color: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.surface};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

type ToolKey = Format | 'link' | 'picture' | 'undo' | 'redo';
const TOOLS: readonly ToolKey[] = [...FORMATS, 'link', 'picture', 'undo', 'redo'];
/** The tools that open a form below the toolbar rather than change the text. */
type Opener = 'link' | 'picture';

/** Arrow keys move along the toolbar (wrapping around), Home and End to its ends. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function RichTextToolbar({
  editor,
  controls,
  open,
  onOpen,
}: {
  editor: Editor;
  /** The id of the editable text. */
  controls: string;
  /** The form open below the toolbar, if any. */
  open: Opener | null;
  onOpen: (form: Opener) => void;
}) {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState(0);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: Object.fromEntries(FORMATS.map((format) => [format, isActive(e, format)])) as Record<
        Format,
        boolean
      >,
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const run = (tool: ToolKey) => {
    if (tool === 'link' || tool === 'picture') onOpen(tool);
    else if (tool === 'undo') editor.chain().focus().undo().run();
    else if (tool === 'redo') editor.chain().focus().redo().run();
    else toggle(editor, tool);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, current, TOOLS.length);
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    document.getElementById(`${controls}-toolbar-${TOOLS[next]}`)?.focus();
  };

  return (
    <Bar
      role="toolbar"
      aria-label={t('articles.richText.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {TOOLS.map((tool, index) => {
        const disabled = (tool === 'undo' && !state.undo) || (tool === 'redo' && !state.redo);
        let pressed: boolean | undefined;
        const opener = tool === 'link' || tool === 'picture';
        if (!opener && tool !== 'undo' && tool !== 'redo') pressed = state.pressed[tool];
        return (
          <Tool
            key={tool}
            id={`${controls}-toolbar-${tool}`}
            type="button"
            $format={tool}
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed}
            // the link and picture buttons open a form below; the link's label says whether the cursor is in a link
            aria-expanded={opener ? open === tool : undefined}
            // stays focusable, as the toolbar pattern asks; a click does nothing then
            aria-disabled={disabled || undefined}
            // the text keeps its selection while a button is pressed with the mouse
            onMouseDown={(event: MouseEvent) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => {
              if (!disabled) run(tool);
            }}
          >
            {t(`articles.richText.tools.${tool === 'link' && state.link ? 'editLink' : tool}`)}
          </Tool>
        );
      })}
    </Bar>
  );
}
