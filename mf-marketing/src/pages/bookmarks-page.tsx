import { Link } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { PageContainer } from '@officefit/ui';
import { useHead } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { useGetBookmarksQuery } from '../features/blog/api/bookmarks';
import { PostGrid } from '../features/blog/components/post-grid';

/** `/bookmarks` ("My blog posts", subscribers): the bookmarked articles, newest bookmark first. */
export default function BookmarksPage() {
  const { t } = useTranslation('marketing');
  const { language, lang } = useContentLang();
  const { data, isLoading, isError, refetch } = useGetBookmarksQuery({ lang });
  useHead({
    title: t('bookmarks.title'),
    description: t('bookmarks.description'),
    siteName: t('common:app.name'),
    locale: language,
  });
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
