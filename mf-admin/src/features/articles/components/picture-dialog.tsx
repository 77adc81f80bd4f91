// "Bild einfügen" of the article body (#39 point 9): a small dialog under the toolbar that uploads one picture
// through the CMS picture upload (JPEG, PNG or WebP up to 8 MB, the server checks the bytes) with its alt text in
// German and English, both required as for every CMS picture, and inserts it with the alt text of the article's
// language. Escape or "Abbrechen" closes it and returns to the toolbar.
import { useId, useState, type KeyboardEvent } from 'react';
import type { Editor } from '@tiptap/react';
import styled from 'styled-components';
import { uploadFile, useAppDispatch } from '@officefit/api';
import type { CmsPicture, ContentLang } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, TextField } from '@officefit/ui';
import { adminApi } from '../../../area-api';
import { PicturePicker } from '../../../lib/components/picture-upload';
import { insertPicture } from '../model/rich-text';

const Dialog = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The alt text fields, in the order shown (the upload API needs both). */
const ALT_LANGS: readonly ContentLang[] = ['de', 'en'];

/** The translation key of an upload's refusal. */
function refusalKey(code: string, known: (key: string) => boolean): string {
  // the general file_too_big message names the 2 MB of other pictures
  if (code === 'file_too_big') return 'editor.picture.tooBig';
  return known(`admin:errors.${code}`) ? `errors.${code}` : 'editor.picture.failed';
}

export function PictureDialog({
  editor,
  lang,
  onClose,
}: {
  editor: Editor;
  /** The article's language: the inserted picture's alt text is the one in it. */
  lang: ContentLang;
  /** Closes the dialog; `toText` when a picture was inserted (the cursor is back in the text). */
  onClose: (toText: boolean) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const id = useId();
  const [alt, setAlt] = useState({ de: '', en: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = (field: ContentLang) => error === 'alt' && !alt[field].trim();

  const upload = async (file: File) => {
    const empty = ALT_LANGS.find((field) => !alt[field].trim());
    if (empty) {
      setError('alt');
      // after the file dialog has handed the focus back to its button
      setTimeout(() => document.getElementById(`${id}-alt-${empty}`)?.focus());
      return;
    }
    setBusy(true);
    setError(null);
    const result = await dispatch(
      uploadFile('officefit/v1/cms/pictures', file, { alt_de: alt.de, alt_en: alt.en }),
    );
    setBusy(false);
    if (result.error) {
      setError(t(refusalKey(result.error.code, (key) => i18n.exists(key))));
      return;
    }
    const picture = result.data as CmsPicture;
    // the library of the article's and the landing pages' picture fields now holds it too
    dispatch(adminApi.util.invalidateTags([{ type: 'CmsPages', id: 'PICTURES' }]));
    insertPicture(editor, picture, picture.alt[lang]);
    onClose(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose(false);
  };

  return (
    <Dialog role="dialog" aria-labelledby={`${id}-title`} aria-busy={busy} onKeyDown={onKeyDown}>
      <h3 id={`${id}-title`}>{t('articles.richText.picture.title')}</h3>
      {ALT_LANGS.map((field, index) => (
        <TextField
          key={field}
          id={`${id}-alt-${field}`}
          // opened by the toolbar button to describe the picture at once
          autoFocus={index === 0}
          required
          label={t(field === 'de' ? 'editor.picture.altDe' : 'editor.picture.altEn')}
          hint={index === 0 ? t('articles.richText.picture.altHint') : undefined}
          value={alt[field]}
          error={missing(field) ? t('articles.richText.picture.altRequired') : undefined}
          onChange={(e) => setAlt({ ...alt, [field]: e.target.value })}
        />
      ))}
      <Actions>
        <PicturePicker label={t('editor.picture.upload')} onFile={(file) => void upload(file)} />
        <Button size="sm" variant="text" onClick={() => onClose(false)}>
          {t('articles.richText.cancel')}
        </Button>
      </Actions>
      {error && error !== 'alt' && <p role="alert">{error}</p>}
    </Dialog>
  );
}
