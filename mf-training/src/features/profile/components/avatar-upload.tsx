import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { AVATAR_LIMIT_TEXT, AVATAR_MAX_BYTES } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button } from '@officefit/ui';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteAvatarMutation, useUploadAvatarMutation } from '../api/profile-api';

const ACCEPT = 'image/png,image/jpeg,image/webp';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The file picker and its hint: they may shrink below the browser's own width of a file input, so at 360 px they
 * wrap inside the card instead of running past it (#39).
 */
const Picker = styled.div`
  flex: 1 1 14rem;
  min-width: 0;

  label {
    display: block;
  }

  input {
    max-width: 100%;
  }

  p {
    overflow-wrap: break-word;
  }
`;

const Picture = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.primarySurface};
`;

/**
 * The avatar: choose a PNG, JPEG or WebP picture, see it before uploading, then upload it (the server checks the
 * real type and makes a 256 px square). Files over the limit are refused here already with the spec's message.
 */
export function AvatarUpload({ avatar }: { avatar: string | null }) {
  const { t } = useTranslation('training');
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, uploadState] = useUploadAvatarMutation();
  const [remove, removeState] = useDeleteAvatarMutation();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > AVATAR_MAX_BYTES) {
      setError(t('profile.avatar.tooBig', { limit: AVATAR_LIMIT_TEXT }));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file) return;
    try {
      await upload(file).unwrap();
      setFile(null);
      setPreview(null);
      if (input.current) input.current.value = '';
      dispatch(showSnackbar({ key: 'training:profile.avatar.saved', severity: 'success' }));
    } catch (caught) {
      setError(errorText(caught as Parameters<typeof errorText>[0]));
    }
  };

  const shown = preview ?? avatar;
  return (
    <div data-testid="avatar-upload">
      <Row>
        {shown && (
          <Picture src={shown} alt={preview ? t('profile.avatar.preview') : t('profile.avatar.current')} />
        )}
        <Picker data-testid="avatar-picker">
          <label htmlFor={inputId}>{t('profile.avatar.choose')}</label>
          <input id={inputId} ref={input} type="file" accept={ACCEPT} onChange={choose} />
          <p>{t('profile.avatar.hint', { limit: AVATAR_LIMIT_TEXT })}</p>
        </Picker>
      </Row>
      {error && <Alert severity="error">{error}</Alert>}
      <Row>
        <Button type="button" onClick={send} disabled={!file} loading={uploadState.isLoading}>
          {t('profile.avatar.upload')}
        </Button>
        {avatar && !preview && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => void remove()}
            loading={removeState.isLoading}
          >
            {t('profile.avatar.remove')}
          </Button>
        )}
      </Row>
    </div>
  );
}
