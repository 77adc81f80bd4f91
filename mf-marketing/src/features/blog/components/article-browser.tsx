import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, Pagination, TextField } from '@officefit/ui';
import { useContentLang } from '../../../lib/lang';
import { useGetBlogPostsQuery } from '../api/get-posts';
import { useGetBlogTagsQuery } from '../api/get-tags';
import { PostGrid } from './post-grid';
import { TagFilter } from './tag-filter';

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space.md};

  & > :first-child {
    flex: 1 1 240px;
    margin-bottom: 0;
  }
`;

export interface ArticleBrowserProps {
  /** Fixed filter of this area: a category id or tag ids (comma-separated). */
  categories?: string;
  tags?: string;
  /** Slug prefix of the tags offered as filters (`artikel-`, `food-` …); none: no tag filter. */
  tagPrefix?: string;
  /** 0 lists tags without articles too (the diet tags, spec §7). */
  hideEmptyTags?: 0 | 1;
  perPage: number;
  /** Not fetched until the area's configuration is known. */
  skip?: boolean;
}

function ids(value: string | null): number[] {
  return (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * Search, tag filter and pages over `wp/v2/posts`. The state lives in the URL (`?search=&tags=&page=`), so a
 * filtered list can be shared and survives a reload.
 */
export function ArticleBrowser({
  categories,
  tags,
  tagPrefix,
  hideEmptyTags = 1,
  perPage,
  skip = false,
}: ArticleBrowserProps) {
  const { t } = useTranslation('marketing');
  const { lang } = useContentLang();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const selectedTags = ids(params.get('tags'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);

  const tagList = useGetBlogTagsQuery(
    { lang, search: tagPrefix ?? '', per_page: 40, hide_empty: hideEmptyTags },
    { skip: skip || !tagPrefix },
  );
  const filterTags = selectedTags.length > 0 ? selectedTags.join(',') : tags;
  const posts = useGetBlogPostsQuery(
    {
      lang,
      per_page: perPage,
      page,
      search: search || undefined,
      tags: filterTags || undefined,
      categories: categories || undefined,
    },
    { skip },
  );

  const update = (next: { search?: string; tags?: number[]; page?: number }) => {
    const merged = new URLSearchParams(params);
    const set = (key: string, value: string) => (value ? merged.set(key, value) : merged.delete(key));
    if (next.search !== undefined) set('search', next.search.trim());
    if (next.tags !== undefined) set('tags', next.tags.join(','));
    set('page', next.page && next.page > 1 ? String(next.page) : '');
    setParams(merged);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft });
  };

  const toggleTag = (id: number) =>
    update({
      tags: selectedTags.includes(id) ? selectedTags.filter((x) => x !== id) : [...selectedTags, id],
    });

  const result = posts.data;
  return (
    <>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label={t('blog.search')}
          type="search"
          name="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t('blog.searchSubmit')}</Button>
      </SearchForm>
      {tagPrefix && <TagFilter tags={tagList.data ?? []} selected={selectedTags} onToggle={toggleTag} />}
      {result && <p aria-live="polite">{t('blog.count', { count: result.total })}</p>}
      <PostGrid
        posts={result?.items}
        isLoading={skip || posts.isLoading || posts.isFetching}
        isError={posts.isError}
        onRetry={() => void posts.refetch()}
        emptyText={search || selectedTags.length > 0 ? t('blog.noMatch') : undefined}
      />
      {result && (
        <Pagination page={page} totalPages={result.totalPages} onChange={(next) => update({ page: next })} />
      )}
    </>
  );
}
