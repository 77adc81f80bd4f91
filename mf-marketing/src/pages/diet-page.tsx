import { useTranslation } from '@officefit/i18n';
import { PageContainer, QueryError } from '@officefit/ui';
import { usePageHead } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { ArticleBrowser } from '../features/blog/components/article-browser';
import { useGetBlogConfigQuery } from '../features/blog/api/get-blog-config';

/** `/blog/diet` (subscribers): the diet articles, filtered by the food tags (listed even when empty). */
export default function DietPage() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const config = useGetBlogConfigQuery();
  usePageHead(t('diet.title'), t('diet.description'));
  return (
    <PageContainer>
      <h1>{t('diet.title')}</h1>
      <p>{t('diet.intro')}</p>
      {config.isError ? (
        <QueryError onRetry={config.refetch} />
      ) : (
        <ArticleBrowser
          categories={config.data ? String(config.data.categories.diet) : undefined}
          tagPrefix={config.data?.tagPrefixes.diet[lang]}
          hideEmptyTags={0}
          perPage={config.data?.categoryPostsPerPage ?? 100}
          skip={!config.data}
        />
      )}
    </PageContainer>
  );
}
