// The picture of a hero block (#39 point 8): chosen from the uploaded pictures, or uploaded here with its alt text
// in German and English (both required unless the picture is decorative). The server sniffs the type, writes the
// responsive sizes and answers the new picture, which is then chosen.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { uploadFile, useAppDispatch } from '@officefit/api';
import type { CmsPicture } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, Select, TextField } from '@officefit/ui';
import { PicturePicker } from '../../../lib/components/picture-upload';
import { useGetCmsPicturesQuery } from '../api/cms-pages';

const Upload = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Thumbnail = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: 0 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`;

function pictureLabel(picture: CmsPicture, lang: 'de' | 'en', decorative: string): string {
  return picture.decorative ? `${decorative} (${picture.id})` : picture.alt[lang];
}

export function PictureField({
  id,
  label,
  value,
  problem,
  onChange,
}: {
  id: string;
  /** The select's label; "Bild" / "Picture" unless given. */
  label?: string;
  /** The chosen picture's id as text; '' for none. */
  value: string;
  problem?: string;
  /** The chosen picture's id as text ('' for none) and the picture itself. */
  onChange: (value: string, picture: CmsPicture | undefined) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language.startsWith('en') ? 'en' : 'de';
  const { data: pictures = [], refetch } = useGetCmsPicturesQuery();
  const chosen = pictures.find((picture) => String(picture.id) === value);

  return (
    <div>
      <Select
        id={id}
        label={label ?? t('editor.fields.picture')}
        value={value}
        options={[
          { value: '', label: t('editor.picture.none') },
          ...pictures.map((picture) => ({
            value: String(picture.id),
            label: pictureLabel(picture, lang, t('editor.picture.decorative')),
          })),
        ]}
        error={problem}
        onChange={(next) =>
          onChange(
            next,
            pictures.find((picture) => String(picture.id) === next),
          )
        }
      />
      {chosen?.thumbnail && (
        // the select above names the picture
        <Thumbnail
          src={chosen.thumbnail}
          alt=""
          width={240}
          height={Math.round((240 * chosen.height) / chosen.width)}
        />
      )}
      <PictureUpload
        onUploaded={async (picture) => {
          await refetch();
          onChange(String(picture.id), picture);
        }}
      />
    </div>
  );
}

/** Uploading a new picture with its alt texts (or marked decorative); the uploaded picture is then chosen. */
function PictureUpload({ onUploaded }: { onUploaded: (picture: CmsPicture) => Promise<void> }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const uid = useId();
  const [alt, setAlt] = useState({ de: '', en: '' });
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!decorative && (!alt.de.trim() || !alt.en.trim())) {
      setError(t('editor.picture.altRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const fields = { alt_de: alt.de, alt_en: alt.en, decorative: String(decorative) };
    const result = await dispatch(uploadFile('officefit/v1/cms/pictures', file, fields));
    setBusy(false);
    if (result.error) {
      const code = result.error.code;
      // the general file_too_big message names the 2 MB of other pictures
      if (code === 'file_too_big') setError(t('editor.picture.tooBig'));
      else setError(t(i18n.exists(`admin:errors.${code}`) ? `errors.${code}` : 'editor.picture.failed'));
      return;
    }
    await onUploaded(result.data as CmsPicture);
    setAlt({ de: '', en: '' });
  };

  return (
    <Upload aria-busy={busy}>
      <legend>{t('editor.picture.uploadLegend')}</legend>
      <TextField
        id={`${uid}-alt-de`}
        label={t('editor.picture.altDe')}
        value={alt.de}
        disabled={decorative}
        onChange={(e) => setAlt({ ...alt, de: e.target.value })}
      />
      <TextField
        id={`${uid}-alt-en`}
        label={t('editor.picture.altEn')}
        value={alt.en}
        disabled={decorative}
        onChange={(e) => setAlt({ ...alt, en: e.target.value })}
      />
      <Checkbox
        id={`${uid}-decorative`}
        label={t('editor.picture.decorativeOption')}
        hint={t('editor.picture.decorativeHint')}
        checked={decorative}
        onChange={(e) => setDecorative(e.target.checked)}
      />
      <PicturePicker label={t('editor.picture.upload')} onFile={(file) => void upload(file)} />
      {error && <p role="alert">{error}</p>}
    </Upload>
  );
}
