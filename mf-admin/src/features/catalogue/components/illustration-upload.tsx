import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { AdminExercise } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Spinner } from '@officefit/ui';
import { PicturePicker, usePictureUpload } from '../../../lib/components/picture-upload';
import { codeKey, refusalKey } from '../../../lib/form';
import { exerciseUploaded, useRemoveExerciseIllustrationMutation } from '../api/exercises';

const Preview = styled.img`
  display: block;
  width: 100%;
  max-width: 320px;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The exercise's picture as the app shows it, an upload (JPEG, PNG or WebP up to 2 MB; the server reads the type
 * from the bytes and re-encodes it) and the way back to the generated figure.
 */
export function IllustrationUpload({ exercise }: { exercise: AdminExercise }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const uploadPicture = usePictureUpload();
  const [uploading, setUploading] = useState(false);
  const [remove, removeState] = useRemoveExerciseIllustrationMutation();

  const upload = async (file: File) => {
    setUploading(true);
    const code = await uploadPicture(`officefit/v1/admin/exercises/${exercise.id}/illustration`, file);
    setUploading(false);
    if (code === null) {
      dispatch(exerciseUploaded());
      dispatch(showSnackbar({ key: 'admin:catalogue.illustrationSaved', severity: 'success' }));
    } else {
      dispatch(showSnackbar({ key: codeKey(code), severity: 'error' }));
    }
  };

  const backToFigure = async () => {
    try {
      await remove(exercise.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:catalogue.illustrationRemoved', severity: 'success' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };

  return (
    <>
      <Preview
        src={exercise.illustration}
        alt={t('catalogue.illustrationAlt', { name: exercise.de.name })}
        data-testid="illustration-preview"
      />
      <p>
        {exercise.customIllustration
          ? t('catalogue.illustrationCustom')
          : t('catalogue.illustrationGenerated')}
      </p>
      <Row>
        <PicturePicker label={t('catalogue.illustrationUpload')} onFile={(file) => void upload(file)} />
        {uploading && <Spinner inline label={t('catalogue.illustrationUploading')} />}
        {exercise.customIllustration && (
          <Button variant="text" loading={removeState.isLoading} onClick={() => void backToFigure()}>
            {t('catalogue.illustrationRemove')}
          </Button>
        )}
      </Row>
    </>
  );
}
