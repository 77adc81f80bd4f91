import { useSignedInMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Card, Stack } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { CompanyForm } from '../features/companies/components/company-form';
import { CompanyList } from '../features/companies/components/company-list';

/** `/admin/companies` (customer service reads, administrators also create). */
export default function CompaniesPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useSignedInMeQuery();
  return (
    <AdminFrame title={t('companies.title')} wide>
      <Stack gap="lg">
        <CompanyList />
        {me?.admin && (
          <Card title={t('companies.create')} headingLevel={2}>
            <CompanyForm />
          </Card>
        )}
      </Stack>
    </AdminFrame>
  );
}
