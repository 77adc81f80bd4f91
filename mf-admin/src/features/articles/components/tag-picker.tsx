import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Checkbox, QueryState, TextField } from '@officefit/ui';
import { useGetCmsTagsQuery } from '../api/cms-posts';
import type { CmsTag, PostLang } from '../api/types';
import { NewTagForm } from './new-tag-form';

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

const Options = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  max-height: 18rem;
  overflow-y: auto;

  & > * {
    margin-bottom: 0;
  }
`;

/** A tag's name in the interface's language; the article's language's name while there is no other. */
const shownName = (tag: CmsTag, uiLang: PostLang) => tag.names[uiLang] ?? tag.name;

/** The tags of the article's language, filtered over both names; the chosen ones always stay visible. */
function TagOptions({
  tags,
  selected,
  onChange,
  filter,
  onFilter,
}: {
  tags: CmsTag[];
  selected: number[];
  onChange: (ids: number[]) => void;
  filter: string;
  onFilter: (filter: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const uiLang = contentLangOf(i18n.language);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    // the chosen tags always stay visible, whatever the filter
    return tags.filter(
      (tag) =>
        selected.includes(tag.id) ||
        !needle ||
        `${tag.names.de ?? ''} ${tag.names.en ?? ''}`.toLowerCase().includes(needle),
    );
  }, [tags, filter, selected]);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <>
      <TextField
        label={t('articles.tags.filter')}
        type="search"
        value={filter}
        onChange={(e) => onFilter(e.target.value)}
      />
      <Options>
        {shown.map((tag) => (
          <Checkbox
            key={tag.id}
            label={shownName(tag, uiLang)}
            hint={
              shownName(tag, uiLang) === tag.name
                ? undefined
                : t('articles.tags.articleName', { name: tag.name })
            }
            checked={selected.includes(tag.id)}
            onChange={(e) => toggle(tag.id, e.target.checked)}
          />
        ))}
      </Options>
    </>
  );
}

/**
 * The tags of the article's language as checkboxes named in the interface's language (with the article's own name
 * beside it where that differs), a filter over both names, and a small form to create a tag in both languages.
 */
export function TagPicker({
  lang,
  selected,
  onChange,
}: {
  lang: PostLang;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('admin');
  const query = useGetCmsTagsQuery({ lang });
  // kept here, not in the options: the filter outlives a reload of the tags (another language)
  const [filter, setFilter] = useState('');
  return (
    <Fieldset>
      <legend>{t('articles.tags.legend', { count: selected.length })}</legend>
      <QueryState query={query} isEmpty={() => false}>
        {(tags) => (
          <TagOptions
            tags={tags}
            selected={selected}
            onChange={onChange}
            filter={filter}
            onFilter={setFilter}
          />
        )}
      </QueryState>
      <NewTagForm lang={lang} onCreated={(tag) => onChange([...selected, tag.id])} />
    </Fieldset>
  );
}
