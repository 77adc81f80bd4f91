import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { RequestList } from '../features/requests/components/request-list';

/** `/admin/requests` (customer service, admins): contact and trial-week requests. */
export default function RequestsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('requests.title')} wide>
      <RequestList />
    </AdminFrame>
  );
}
