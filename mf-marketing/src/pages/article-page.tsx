import { useParams } from 'react-router-dom';
import { useTranslation } from '@officefit/i18n';
import { htmlToText } from '@officefit/cms-blocks';
import { PageContainer, QueryError, Spinner } from '@officefit/ui';
import { toApiFailure } from '@officefit/api';
import type { TFunction } from 'i18next';
import { useHead, type HeadInfo } from '../lib/head';
import { useContentLang } from '../lib/lang';
import { useGetBlogPostQuery } from '../features/blog/api/get-post';
import { isWithheld, type WpPost } from '../features/blog/api/types';
import { ArticleView } from '../features/blog/components/article-view';
import { PageNotFound } from '../features/cms-pages/components/page-not-found';

/** Title, description, image and Open Graph tags of an article (the screen and the server render use it). */
export function articleHead(post: WpPost, t: TFunction, language: string): HeadInfo {
  const withheld = isWithheld(post);
  return {
    title: htmlToText(post.title.rendered),
    description: withheld ? t('marketing:article.pleaseLogIn') : htmlToText(post.excerpt.rendered),
    siteName: t('common:app.name'),
    type: 'article',
    locale: language,
    image: withheld ? null : post.more_data?.featured_url,
  };
}

/** The article id of `/blog/:id`, or null when the segment is no id. */
export function articleIdOf(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) ? Number(param) : null;
}

/** `/blog/:id`: one article, or the log-in message for a members-only article (spec §2). */
export default function ArticlePage() {
  const { t } = useTranslation('marketing');
  const { language } = useContentLang();
  const { id = '' } = useParams();
  const articleId = articleIdOf(id);
  const {
    data: post,
    error,
    isLoading,
    refetch,
  } = useGetBlogPostQuery(articleId ?? 0, { skip: articleId === null });
  useHead(post ? articleHead(post, t, language) : null);
  const notFound = articleId === null || (error && toApiFailure(error).status === 404);
  return (
    <PageContainer>
      {notFound ? (
        <PageNotFound />
      ) : isLoading ? (
        <Spinner />
      ) : error || !post ? (
        <QueryError onRetry={refetch} />
      ) : (
        <ArticleView post={post} />
      )}
    </PageContainer>
  );
}
