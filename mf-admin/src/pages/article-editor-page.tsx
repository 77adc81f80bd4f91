import { Link, useParams } from 'react-router-dom';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, QueryError, Spinner } from '@officefit/ui';
import { AdminFrame } from '../lib/components/admin-frame';
import { useGetCmsPostQuery } from '../features/articles/api/cms-posts';
import { ArticleEditor } from '../features/articles/components/article-editor';

/** `/admin/articles/new` and `/admin/articles/:id` (marketing, admins): the article editor. */
export default function ArticleEditorPage() {
  const { t } = useTranslation('admin');
  const { id = 'new' } = useParams();
  const postId = /^\d+$/.test(id) ? Number(id) : null;
  const {
    data: post,
    error,
    isLoading,
    refetch,
  } = useGetCmsPostQuery(postId ?? 0, { skip: postId === null });
  const isNew = id === 'new';
  let content;
  if (isNew) content = <ArticleEditor key="new" post={null} />;
  else if (postId === null || (error && toApiFailure(error).status === 404)) {
    content = <Alert severity="error">{t('articles.notFound')}</Alert>;
  } else if (isLoading) content = <Spinner />;
  else if (error || !post) {
    content = <QueryError onRetry={refetch} />;
  } else content = <ArticleEditor key={post.id} post={post} />;
  return (
    <AdminFrame title={isNew ? t('articles.newTitle') : t('articles.editTitle')} wide>
      <p>
        <Link to="/admin/articles">{t('articles.back')}</Link>
      </p>
      {content}
    </AdminFrame>
  );
}
