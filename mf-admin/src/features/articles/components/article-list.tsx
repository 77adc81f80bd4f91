import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Button, EmptyState, Pagination, QueryError, Select, Spinner, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { Badge } from '../../../lib/components/state-badge';
import { useGetCmsPostsQuery } from '../api/cms-posts';
import { POST_STATUSES, type PostLang, type PostStatus } from '../api/types';

const Filters = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr 1fr auto;
  }

  button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const STATUS_TONE = { draft: 'info', publish: 'success', private: 'neutral' } as const;

/** Every article (all statuses) with search, language and status filters and pages. */
export function ArticleList() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<{ search: string; lang: '' | PostLang; status: '' | PostStatus }>({
    search: '',
    lang: '',
    status: '',
  });
  const [draftLang, setDraftLang] = useState<'' | PostLang>('');
  const [draftStatus, setDraftStatus] = useState<'' | PostStatus>('');
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useGetCmsPostsQuery({
    per_page: 20,
    page,
    search: filters.search || undefined,
    lang: filters.lang || undefined,
    status: filters.status || undefined,
  });
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters({ search: search.trim(), lang: draftLang, status: draftStatus });
  };

  return (
    <>
      <Filters role="search" onSubmit={apply}>
        <TextField
          label={t('articles.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Select
          label={t('articles.lang')}
          value={draftLang}
          options={[
            { value: '', label: t('articles.all') },
            { value: 'de', label: t('lang.de') },
            { value: 'en', label: t('lang.en') },
          ]}
          onChange={(value) => setDraftLang(value as '' | PostLang)}
        />
        <Select
          label={t('articles.status')}
          value={draftStatus}
          options={[
            { value: '', label: t('articles.all') },
            ...POST_STATUSES.map((s) => ({ value: s, label: t(`articles.statuses.${s}`) })),
          ]}
          onChange={(value) => setDraftStatus(value as '' | PostStatus)}
        />
        <Button type="submit">{t('articles.filter')}</Button>
      </Filters>
      {isLoading || (isFetching && !data) ? (
        <Spinner />
      ) : isError ? (
        <QueryError onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState>{t('articles.empty')}</EmptyState>
      ) : (
        <>
          <ListTable
            caption={t('articles.caption', { count: data.total })}
            headings={[
              t('articles.fields.title'),
              t('articles.lang'),
              t('articles.status'),
              t('articles.membersOnly'),
              t('articles.modified'),
            ]}
            items={data.items}
            rowKey={(post) => post.id}
          >
            {(post) => (
              <>
                <th scope="row">
                  <Link to={`/admin/articles/${post.id}`}>{post.title}</Link>
                </th>
                <td>{t(`lang.${post.lang}`)}</td>
                <td>
                  <Badge $tone={STATUS_TONE[post.status]}>{t(`articles.statuses.${post.status}`)}</Badge>
                </td>
                <td>{post.members_only ? t('articles.yes') : t('articles.no')}</td>
                <td>{format.format(new Date(post.modified))}</td>
              </>
            )}
          </ListTable>
          <Pagination page={page} totalPages={data.totalPages} onChange={setPage} size="sm" align="start" />
        </>
      )}
    </>
  );
}
