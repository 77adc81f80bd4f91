import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { ArticleList } from '../features/articles/components/article-list';

/** `/admin/articles` (marketing, admins): every article with filters, and a link to write a new one. */
export default function ArticlesPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminFrame
      title={t('articles.title')}
      actions={
        <Button as={Link} to="/admin/articles/new">
          {t('articles.new')}
        </Button>
      }
    >
      <ArticleList />
    </AdminFrame>
  );
}
