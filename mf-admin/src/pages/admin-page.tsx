import { useTranslation } from '@officefit/i18n';
import { Card } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { UserSearch } from '../features/users/components/user-search';
import { AdminNextVariant } from '../next/next-variant';

/** `/admin`: the users area (permission users.read: admins and customer service). */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('title')} permission="users.read" wide>
      {process.env.OFFICEFIT_BUILD_VARIANT === 'next' && <AdminNextVariant />}
      <Card title={t('users.title')}>
        <UserSearch />
      </Card>
    </AdminFrame>
  );
}
