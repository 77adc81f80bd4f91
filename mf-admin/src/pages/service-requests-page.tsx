import { useTranslation } from '@officefit/i18n';
import { Card } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { ServiceRequestList } from '../features/service-requests/components/service-request-list';
import { registerCatalogueTexts } from '../i18n/catalogue-texts';

registerCatalogueTexts();

/** `/admin/service-requests`: account owners' booking requests (permission services.handle). */
export default function ServiceRequestsPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('serviceRequests.title')} permission="services.handle" wide>
      <Card>
        <ServiceRequestList />
      </Card>
    </AdminFrame>
  );
}
