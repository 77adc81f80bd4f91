import { useTranslation } from '@officefit/i18n';
import { AdminFrame } from '../lib/components/admin-frame';
import { PageList } from '../features/cms-pages/components/page-list';

/** `/admin/pages` (marketing, admins): the CMS pages and their state per language. */
export default function PagesPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame title={t('pages.title')}>
      <PageList />
    </AdminFrame>
  );
}
