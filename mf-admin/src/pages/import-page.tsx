import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { ImportForm } from '../features/import/components/import-form';

/** `/admin/users/import`: create users from a CSV file, all or nothing (customer service, administrators). */
export default function ImportPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame
      title={t('import.title')}
      wide
      actions={<Link to="/admin/users/new">{t('newUser.title')}</Link>}
    >
      <ImportForm />
    </AdminFrame>
  );
}
