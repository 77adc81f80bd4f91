import { useTranslation } from '@officefit/i18n';
import { Alert } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { AuditList } from '../features/audit/components/audit-list';

/** `/admin/audit` (permission audit.read: administrators): every staff action and every switched write. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('audit.title')} permission="audit.read" wide>
      <Alert severity="info">{t('audit.intro')}</Alert>
      <AuditList />
    </AdminFrame>
  );
}
