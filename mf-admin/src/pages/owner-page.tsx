import { useTranslation } from '@officefit/i18n';
import { Card, PageContainer, Stack, usePageTitle } from '@officefit/ui';
import { CompanyReportView } from '../features/owner/components/company-report';
import { ServiceBooking } from '../features/owner/components/service-booking';
import { UnconfirmedMembers } from '../features/owner/components/unconfirmed-members';

/** `/company`: the account owner's area — the company's participation (aggregates only), the
 * members waiting for the owner's confirmation and service bookings. */
export default function OwnerPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('owner.title'));
  return (
    <PageContainer width="wide">
      <h1>{t('owner.title')}</h1>
      <Stack gap="lg">
        <Card title={t('report.title')} headingLevel={2}>
          <CompanyReportView companyId={null} />
        </Card>
        <Card title={t('owner.members.title')} headingLevel={2}>
          <UnconfirmedMembers />
        </Card>
        <Card title={t('owner.services')} headingLevel={2}>
          <ServiceBooking />
        </Card>
      </Stack>
    </PageContainer>
  );
}
