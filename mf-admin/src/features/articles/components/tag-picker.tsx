import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Button, Checkbox, QueryState, RadioGroup, TextField } from '@officefit/ui';
import { useCreateCmsTagMutation, useGetCmsTagsQuery } from '../api/cms-posts';
import type { CmsTag, PostLang } from '../api/types';
import { slugify } from '../model/article-form';

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

const NewTag = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A tag's name in the interface's language; the article's language's name while there is no other. */
const shownName = (tag: CmsTag, uiLang: PostLang) => tag.names[uiLang] ?? tag.name;

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
  const { t, i18n } = useTranslation('admin');
  const uiLang = contentLangOf(i18n.language);
  const otherLang: PostLang = lang === 'de' ? 'en' : 'de';
  const query = useGetCmsTagsQuery({ lang });
  const { data } = query;
  const [createTag, createState] = useCreateCmsTagMutation();
  const [filter, setFilter] = useState('');
  const [name, setName] = useState('');
  const [otherName, setOtherName] = useState('');
  const [kind, setKind] = useState<'article' | 'diet'>('article');
  const [createError, setCreateError] = useState<string | null>(null);

  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = data ?? [];
    // the chosen tags always stay visible, whatever the filter
    return all.filter(
      (tag) =>
        selected.includes(tag.id) ||
        !needle ||
        `${tag.names.de ?? ''} ${tag.names.en ?? ''}`.toLowerCase().includes(needle),
    );
  }, [data, filter, selected]);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((x) => x !== id));

  const create = async () => {
    const key = slugify(name);
    if (!name.trim() || !key) {
      setCreateError(t('editor.errors.required'));
      return;
    }
    setCreateError(null);
    try {
      const other = otherName.trim();
      const tag = await createTag({
        lang,
        kind,
        key,
        name: name.trim(),
        ...(other ? { other_name: other } : {}),
      }).unwrap();
      onChange([...selected, tag.id]);
      setName('');
      setOtherName('');
    } catch (error) {
      setCreateError(
        toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'rest_tag_exists'
          ? t('articles.tags.exists')
          : t('common:errors.transfer'),
      );
    }
  };

  return (
    <Fieldset>
      <legend>{t('articles.tags.legend', { count: selected.length })}</legend>
      <QueryState query={query} isEmpty={() => false}>
        {() => (
          <>
            <TextField
              label={t('articles.tags.filter')}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
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
        )}
      </QueryState>
      <NewTag>
        <TextField
          label={t(`articles.tags.newName.${lang}`)}
          value={name}
          error={createError ?? undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label={t(`articles.tags.newName.${otherLang}`)}
          hint={t('articles.tags.otherNameHint')}
          value={otherName}
          onChange={(e) => setOtherName(e.target.value)}
        />
        <RadioGroup
          label={t('articles.tags.kind')}
          direction="row"
          value={kind}
          options={[
            { value: 'article', label: t('articles.tags.kinds.article') },
            { value: 'diet', label: t('articles.tags.kinds.diet') },
          ]}
          onChange={(value) => setKind(value as 'article' | 'diet')}
        />
        <Button variant="secondary" size="sm" loading={createState.isLoading} onClick={() => void create()}>
          {t('articles.tags.create')}
        </Button>
      </NewTag>
    </Fieldset>
  );
}
