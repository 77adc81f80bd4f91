import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { EmptyState, Pagination, QueryError, Spinner } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useGetCmsPostsQuery } from '../api/cms-posts';
import type { CmsPost } from '../api/types';
import { ArticleFilters, NO_ARTICLE_FILTERS, type ArticleFilterValues } from './article-filters';

const STATUS_TONE = { draft: 'info', publish: 'success', private: 'neutral' } as const;

/** One page of articles as a table: title (linking to the editor), language, status, members-only, modified. */
function ArticleTable({ posts, total }: { posts: CmsPost[]; total: number }) {
  const { t, i18n } = useTranslation('admin');
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('articles.caption', { count: total })}
      items={posts}
      rowKey={(post) => post.id}
      columns={[
        {
          heading: t('articles.fields.title'),
          rowHeader: true,
          cell: (post) => <Link to={`/admin/articles/${post.id}`}>{post.title}</Link>,
        },
        { heading: t('articles.lang'), cell: (post) => t(`lang.${post.lang}`) },
        {
          heading: t('articles.status'),
          cell: (post) => (
            <Badge $tone={STATUS_TONE[post.status]}>{t(`articles.statuses.${post.status}`)}</Badge>
          ),
        },
        {
          heading: t('articles.membersOnly'),
          cell: (post) => (post.members_only ? t('articles.yes') : t('articles.no')),
        },
        { heading: t('articles.modified'), cell: (post) => format.format(new Date(post.modified)) },
      ]}
    />
  );
}

/** Every article (all statuses) with search, language and status filters and pages. */
export function ArticleList() {
  const { t } = useTranslation('admin');
  const [filters, setFilters] = useState<ArticleFilterValues>(NO_ARTICLE_FILTERS);
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetCmsPostsQuery({
    per_page: 20,
    page,
    search: filters.search || undefined,
    lang: filters.lang || undefined,
    status: filters.status || undefined,
  });

  const apply = (next: ArticleFilterValues) => {
    setPage(1);
    setFilters(next);
  };

  return (
    <>
      <ArticleFilters onApply={apply} />
      {isLoading || (isFetching && !data) ? (
        <Spinner />
      ) : isError ? (
        <QueryError onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>{t('articles.empty')}</EmptyState>
      ) : (
        <>
          <ArticleTable posts={data.items} total={data.total} />
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} size="sm" align="start" />
        </>
      )}
    </>
  );
}
