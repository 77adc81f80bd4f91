import { useTranslation } from '@officefit/i18n';
import { PageContainer, QueryError } from '@officefit/ui';
import { usePageHead } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { ArticleBrowser } from '../features/blog/components/article-browser';
import { useGetBlogConfigQuery } from '../features/blog/api/get-blog-config';

/** `/blog/mental_strength` (subscribers): the articles with the mental-strength tag of the language (45 / 158). */
export default function MentalStrengthPage() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const config = useGetBlogConfigQuery();
  usePageHead(t('mental.title'), t('mental.description'));
  return (
    <PageContainer>
      <h1>{t('mental.title')}</h1>
      <p>{t('mental.intro')}</p>
      {config.isError ? (
        <QueryError onRetry={config.refetch} />
      ) : (
        <ArticleBrowser
          tags={config.data ? String(config.data.mentalTagIds[lang]) : undefined}
          perPage={config.data?.categoryPostsPerPage ?? 100}
          skip={!config.data}
        />
      )}
    </PageContainer>
  );
}
