import { useState } from 'react';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { type StaffStreamSession, STREAM_VIDEO_MAX_MB, STREAM_VIDEO_TYPES } from '@officefit/domain';
import { i18n, useTranslation } from '@officefit/i18n';
import { Button, Spinner } from '@officefit/ui';
import { PicturePicker, usePictureUpload } from '../../../lib/components/picture-upload';
import { codeKey } from '../../../lib/form';
import { streamVideoUploaded, useDeleteStreamVideoMutation } from '../api/streams';

/** The refusal's text: the video wording where there is one (size, type), else the admin's general one. */
const videoErrorKey = (code: string) =>
  i18n.exists(`admin:streams.videoErrors.${code}`) ? `admin:streams.videoErrors.${code}` : codeKey(code);

/**
 * A session's recordings (#36): how many it has, and an upload of one more (MP4 or WebM up to the contract's
 * limit; the server reads the type from the bytes). Members watch them on /stream once the session ended.
 */
export function VideoUpload({ session }: { session: StaffStreamSession }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const upload = usePictureUpload();
  const [uploading, setUploading] = useState(false);
  const [removeVideo, removeState] = useDeleteStreamVideoMutation();

  const remove = async (videoId: number, number: number) => {
    try {
      await removeVideo({ id: session.id, videoId }).unwrap();
      dispatch(showSnackbar({ key: 'admin:streams.videoRemoved', values: { number }, severity: 'success' }));
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
  };

  const send = async (file: File) => {
    setUploading(true);
    const code = await upload(`officefit/v1/admin/stream/${session.id}/videos`, file);
    setUploading(false);
    if (code === null) {
      dispatch(streamVideoUploaded());
      dispatch(
        showSnackbar({
          key: 'admin:streams.videoSaved',
          values: { title: session.title },
          severity: 'success',
        }),
      );
    } else {
      dispatch(
        showSnackbar({ key: videoErrorKey(code), values: { max: STREAM_VIDEO_MAX_MB }, severity: 'error' }),
      );
    }
  };

  return (
    <>
      <span>{t('streams.videos', { count: session.videos.length })}</span>
      {session.videos.map((video, index) => (
        <Button
          key={video.id}
          variant="secondary"
          size="sm"
          disabled={removeState.isLoading}
          aria-label={t('streams.removeVideoNamed', { number: index + 1, title: session.title })}
          onClick={() => void remove(video.id, index + 1)}
        >
          {t('streams.removeVideo', { number: index + 1 })}
        </Button>
      ))}
      {uploading ? (
        <Spinner inline label={t('streams.videoUploading')} />
      ) : (
        <PicturePicker
          label={t('streams.uploadVideo')}
          ariaLabel={t('streams.uploadVideoNamed', { title: session.title })}
          accept={STREAM_VIDEO_TYPES.join(',')}
          onFile={(file) => void send(file)}
        />
      )}
    </>
  );
}
