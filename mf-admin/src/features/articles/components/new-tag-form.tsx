import { useState } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, RadioGroup, TextField } from '@officefit/ui';
import { useCreateCmsTagMutation } from '../api/cms-posts';
import type { CmsTag, PostLang } from '../api/types';
import { slugify } from '../model/article-form';

const NewTag = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

type TagKind = 'article' | 'diet';

/** The new tag's names and kind, and its creation (the key is the slug of the article language's name). */
function useNewTag(lang: PostLang, onCreated: (tag: CmsTag) => void) {
  const { t } = useTranslation('admin');
  const [createTag, createState] = useCreateCmsTagMutation();
  const [name, setName] = useState('');
  const [otherName, setOtherName] = useState('');
  const [kind, setKind] = useState<TagKind>('article');
  const [createError, setCreateError] = useState<string | null>(null);

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
      onCreated(tag);
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

  return {
    name,
    setName,
    otherName,
    setOtherName,
    kind,
    setKind,
    createError,
    create,
    creating: createState.isLoading,
  };
}

/** A small form to create a tag in the article's language, with its name in the other language if given. */
export function NewTagForm({ lang, onCreated }: { lang: PostLang; onCreated: (tag: CmsTag) => void }) {
  const { t } = useTranslation('admin');
  const otherLang: PostLang = lang === 'de' ? 'en' : 'de';
  const tag = useNewTag(lang, onCreated);
  return (
    <NewTag>
      <TextField
        label={t(`articles.tags.newName.${lang}`)}
        value={tag.name}
        error={tag.createError ?? undefined}
        onChange={(e) => tag.setName(e.target.value)}
      />
      <TextField
        label={t(`articles.tags.newName.${otherLang}`)}
        hint={t('articles.tags.otherNameHint')}
        value={tag.otherName}
        onChange={(e) => tag.setOtherName(e.target.value)}
      />
      <RadioGroup
        label={t('articles.tags.kind')}
        direction="row"
        value={tag.kind}
        options={[
          { value: 'article', label: t('articles.tags.kinds.article') },
          { value: 'diet', label: t('articles.tags.kinds.diet') },
        ]}
        onChange={(value) => tag.setKind(value as TagKind)}
      />
      <Button variant="secondary" size="sm" loading={tag.creating} onClick={() => void tag.create()}>
        {t('articles.tags.create')}
      </Button>
    </NewTag>
  );
}
