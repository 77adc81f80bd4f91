import { useParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { useGetCompanyQuery } from '../features/companies/api/companies';
import { CompanyReportView } from '../features/owner/components/company-report';

/** `/admin/companies/:id/report`: staff see a company's report with the same floor as its account owner. */
export default function CompanyReportPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const { data } = useGetCompanyQuery(id, { skip: !Number.isInteger(id) });
  return (
    <AdminFrame title={t('report.titleOf', { name: data?.name ?? '' })} wide>
      <CompanyReportView companyId={id} />
    </AdminFrame>
  );
}
