import { useTranslation } from '@officefit/i18n';
import { PageContainer } from '@officefit/ui';
import { usePageHead } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { ArticleBrowser } from '../features/blog/components/article-browser';
import { EnteredBlogNotice } from '../features/blog/components/entered-blog-notice';
import { useGetBlogConfigQuery } from '../features/blog/api/get-blog-config';

const ARTICLE_TAG_PREFIX = { de: 'artikel-', en: 'artikel_en-' } as const;

/** `/blog`: every article the reader may read, with search, tag filter and pages. */
export default function BlogPage() {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const config = useGetBlogConfigQuery();
  usePageHead(t('blog.title'), t('blog.description'));
  const prefix = config.data?.tagPrefixes.article[lang] ?? ARTICLE_TAG_PREFIX[lang];
  return (
    <PageContainer>
      <h1>{t('blog.title')}</h1>
      <p>{t('blog.intro')}</p>
      <EnteredBlogNotice />
      <ArticleBrowser tagPrefix={prefix} perPage={12} skip={config.isLoading} />
    </PageContainer>
  );
}
