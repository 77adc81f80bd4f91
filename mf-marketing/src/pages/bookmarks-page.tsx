import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer } from '@officefit/ui';
import { usePageHead } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { useGetBookmarksQuery } from '../features/blog/api/bookmarks';
import { PostGrid } from '../features/blog/components/post-grid';

/** `/bookmarks` ("My blog posts", subscribers): the bookmarked articles, newest bookmark first. */
export default function BookmarksPage() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const { data, isLoading, isError, refetch } = useGetBookmarksQuery({ lang });
  usePageHead(t('bookmarks.title'), t('bookmarks.description'));
  return (
    <PageContainer>
      <h1>{t('bookmarks.title')}</h1>
      <PostGrid
        posts={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        emptyText={t('bookmarks.empty')}
      />
      <Link to="/blog">{t('bookmarks.toBlog')}</Link>
    </PageContainer>
  );
}
