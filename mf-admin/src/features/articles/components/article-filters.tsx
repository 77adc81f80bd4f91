import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, Select, TextField } from '@officefit/ui';
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

export interface ArticleFilterValues {
  search: string;
  lang: '' | PostLang;
  status: '' | PostStatus;
}

export const NO_ARTICLE_FILTERS: ArticleFilterValues = { search: '', lang: '', status: '' };

/** The search, language and status filters; they apply on submit, not while typing or choosing. */
export function ArticleFilters({ onApply }: { onApply: (filters: ArticleFilterValues) => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [draftLang, setDraftLang] = useState<'' | PostLang>('');
  const [draftStatus, setDraftStatus] = useState<'' | PostStatus>('');

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim(), lang: draftLang, status: draftStatus });
  };

  return (
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
  );
}
