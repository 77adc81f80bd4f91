import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { JobList } from '../features/jobs/components/job-list';

/** `/admin/jobs` (administrators): the background jobs of the backend (mail sending, challenge payouts, …). */
export default function JobsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('jobs.title')} wide>
      <Alert severity="info">{t('jobs.intro')}</Alert>
      <JobList />
    </AdminFrame>
  );
}
