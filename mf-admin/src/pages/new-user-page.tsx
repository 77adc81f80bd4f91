import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { CreateUserForm } from '../features/import/components/create-user-form';

/** `/admin/users/new`: create one user (customer service, administrators). */
export default function NewUserPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame
      title={t('newUser.title')}
      actions={<Link to="/admin/users/import">{t('import.title')}</Link>}
    >
      <CreateUserForm />
    </AdminFrame>
  );
}
