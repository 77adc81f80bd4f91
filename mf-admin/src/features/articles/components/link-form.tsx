// The address of a link in the article body: checked by the shared link rule before it is set, so the editor
// cannot hold a link the server would refuse. Escape closes it and returns to the toolbar.
import { useId, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import styled from 'styled-components';
import { isAllowedHref } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, TextField } from '@officefit/ui';
import { applyLink, removeLink } from '../model/rich-text';

const Form = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export function LinkForm({
  editor,
  initial,
  onClose,
}: {
  editor: Editor;
  initial: string;
  /** Closes the form; `toText` when the link was set or removed (the cursor is back in the text). */
  onClose: (toText: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const value = href.trim();
    if (!isAllowedHref(value)) {
      setInvalid(true);
      return;
    }
    applyLink(editor, value);
    onClose(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(false);
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      // Enter sets the link rather than submitting the article form
      event.preventDefault();
      apply();
    }
  };

  return (
    <Form role="group" aria-labelledby={`${id}-href-label`} onKeyDown={onKeyDown}>
      <TextField
        id={`${id}-href`}
        // opened by the link button to type the address at once
        autoFocus
        label={<span id={`${id}-href-label`}>{t('articles.richText.linkAddress')}</span>}
        hint={t('articles.richText.linkHint')}
        value={href}
        error={invalid ? t('editor.errors.htmlLink') : undefined}
        onChange={(e) => {
          setHref(e.target.value);
          setInvalid(false);
        }}
      />
      <Actions>
        <Button size="sm" onClick={apply}>
          {t('articles.richText.applyLink')}
        </Button>
        {initial && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              removeLink(editor);
              onClose(true);
            }}
          >
            {t('articles.richText.removeLink')}
          </Button>
        )}
        <Button size="sm" variant="text" onClick={() => onClose(false)}>
          {t('articles.richText.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
