import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { OutboxList } from '../features/outbox/components/outbox-list';

/** `/admin/outbox` (customer service, admins): the mails the backend has queued or sent. */
export default function OutboxPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('outbox.title')} wide>
      <Alert severity="info">{t('outbox.intro')}</Alert>
      <OutboxList />
    </AdminFrame>
  );
}
