import { useEffect, useId, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { FieldErrorText } from '../../../lib/field-error';
import { checkPhoto, PHOTO_LIMIT_LABEL, PHOTO_TYPES } from '../model/photo';

const Root = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  label {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  input[type='file'] {
    max-width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PhotoFieldProps {
  label: string;
  /** The chosen file (not uploaded yet). */
  file: File | null;
  /** The stored photo, when there is one and it is not marked for removal. */
  current: string | null;
  onChange: (file: File | null, problem: string | null) => void;
  onRemoveCurrent: () => void;
  error: string | null;
}

/**
 * Team photo or logo: an image of at most 512 kb (spec §5), checked here before anything is sent; the server
 * checks type and size again.
 */
export function PhotoField({ label, file, current, onChange, onRemoveCurrent, error }: PhotoFieldProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return onChange(null, null);
    const problem = checkPhoto(chosen);
    if (problem === 'tooBig') {
      if (input.current) input.current.value = '';
      return onChange(null, t('common:errors.fileTooBig', { limit: PHOTO_LIMIT_LABEL }));
    }
    if (problem === 'wrongType') {
      if (input.current) input.current.value = '';
      return onChange(null, t('errors.rest_upload_type'));
    }
    onChange(chosen, null);
  };

  const shown = preview ?? current;
  return (
    <Root>
      <label htmlFor={id}>{label}</label>
      <Hint id={`${id}-hint`}>{t('challenges.form.photoHint', { limit: PHOTO_LIMIT_LABEL })}</Hint>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {error && <FieldErrorText id={`${id}-error`}>{error}</FieldErrorText>}
      {shown && (
        <Preview>
          <img src={shown} alt={t('challenges.form.photoPreview', { label })} />
          <Button
            size="sm"
            variant="text"
            onClick={() => {
              if (input.current) input.current.value = '';
              if (file) onChange(null, null);
              else onRemoveCurrent();
            }}
          >
            {t('challenges.form.photoRemove')}
          </Button>
        </Preview>
      )}
    </Root>
  );
}
