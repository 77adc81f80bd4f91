import { useParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { useGetCompanyQuery } from '../features/companies/api/companies';
import { CompanyDetailView } from '../features/companies/components/company-detail';

/** `/admin/companies/:id`: one company with its locations, access codes and services. */
export default function CompanyPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const { data } = useGetCompanyQuery(id, { skip: !Number.isInteger(id) });
  return (
    <AdminFrame title={data?.name ?? t('companies.title')} wide>
      <CompanyDetailView id={id} />
    </AdminFrame>
  );
}
