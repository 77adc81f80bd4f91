import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { UserDetail } from '../features/customer-service/components/user-detail';

/** `/admin/users/:id` (permission users.read): one customer for customer service, with the actions. */
export default function UserPage() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  return (
    <AdminFrame
      title={t('customerService.title')}
      permission="users.read"
      actions={<Link to="/admin">{t('customerService.back')}</Link>}
    >
      {Number.isSafeInteger(id) && id > 0 ? <UserDetail id={id} /> : <p>{t('customerService.notFound')}</p>}
    </AdminFrame>
  );
}
