import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { StreamList } from '../features/streams/components/stream-list';

/** `/admin/streams`: the live-stream sessions (permission stream.write: marketing, administrators). */
export default function StreamsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('streams.pageTitle')} permission="stream.write" wide>
      <StreamList />
    </AdminFrame>
  );
}
