import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { TrialRequestList } from '../features/trial-requests/components/trial-request-list';

/** `/admin/trial-requests`: trial-week requests without an account (customer service, administrators). */
export default function TrialRequestsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('trials.title')} wide>
      <TrialRequestList />
    </AdminFrame>
  );
}
