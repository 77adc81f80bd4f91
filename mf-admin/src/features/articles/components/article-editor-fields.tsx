import { lazy, Suspense } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Card, Checkbox, RadioGroup, Spinner, TextField } from '@officefit/ui';
import { useGetPostCategoriesQuery } from '../api/cms-posts';
import { POST_STATUSES, type PostLang, type PostStatus } from '../api/types';
import { FeaturedPicture } from './featured-picture';
import { TagPicker } from './tag-picker';
import type { ArticleForm } from './use-article-form';

// TipTap comes in its own chunk, fetched when an article is opened: not with the admin's other screens
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xs};
  }

  & > div {
    margin-bottom: 0;
  }
`;

interface FieldsProps {
  form: ArticleForm;
}

/** The article's language, chosen once when it is created; another language empties the tags (they belong to one). */
function LangField({ form }: FieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <Controller
      control={form.control}
      name="lang"
      render={({ field }) => (
        <RadioGroup
          label={t('articles.lang')}
          direction="row"
          value={field.value}
          options={[
            { value: 'de', label: t('lang.de') },
            { value: 'en', label: t('lang.en') },
          ]}
          onChange={(value) => {
            if (value !== field.value) form.setValue('tags', []);
            field.onChange(value as PostLang);
          }}
        />
      )}
    />
  );
}

/** The body as rich text (its editor loads lazily) with the article's language for spelling and screen readers. */
function ContentField({ form }: FieldsProps) {
  const { t } = useTranslation('admin');
  const lang = useWatch({ control: form.control, name: 'lang' });
  return (
    <Controller
      control={form.control}
      name="content"
      render={({ field, fieldState }) => (
        <Suspense fallback={<Spinner label={t('articles.richText.loading')} />}>
          <RichTextEditor
            id="article-content"
            label={t('articles.fields.content')}
            hint={t('articles.hints.content')}
            lang={lang}
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        </Suspense>
      )}
    />
  );
}

/** Language (new articles only), title, slug, teaser, body and featured picture. */
export function ArticleContentCard({
  form,
  isNew,
  onTitle,
  onSlug,
}: FieldsProps & { isNew: boolean; onTitle: (title: string) => void; onSlug: () => void }) {
  const { t } = useTranslation('admin');
  const { errors } = form.formState;
  return (
    <Card title={t('articles.content')}>
      {isNew && <LangField form={form} />}
      <TextField
        id="article-title"
        label={t('articles.fields.title')}
        required
        error={errors.title?.message}
        {...form.register('title', {
          onChange: (e: { target: HTMLInputElement }) => onTitle(e.target.value),
        })}
      />
      <TextField
        id="article-slug"
        label={t('articles.fields.slug')}
        hint={t('articles.hints.slug')}
        required
        error={errors.slug?.message}
        {...form.register('slug', { onChange: onSlug })}
      />
      <TextField
        multiline
        rows={3}
        id="article-excerpt"
        label={t('articles.fields.excerpt')}
        error={errors.excerpt?.message}
        {...form.register('excerpt')}
      />
      <ContentField form={form} />
      <Controller
        control={form.control}
        name="featured_url"
        render={({ field, fieldState }) => (
          <FeaturedPicture url={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        )}
      />
    </Card>
  );
}

/** The categories as checkboxes, named in the interface language (they are shared by both languages). */
function CategoriesField({ form }: FieldsProps) {
  const { t, i18n } = useTranslation('admin');
  const { data: categories } = useGetPostCategoriesQuery({ lang: contentLangOf(i18n.language) });
  if (!categories || categories.length === 0) return null;
  return (
    <Controller
      control={form.control}
      name="categories"
      render={({ field }) => (
        <Group>
          <legend>{t('articles.fields.categories')}</legend>
          {categories.map((category) => (
            <Checkbox
              key={category.id}
              label={category.name}
              checked={field.value.includes(category.id)}
              onChange={(e) =>
                field.onChange(
                  e.target.checked
                    ? [...field.value, category.id]
                    : field.value.filter((id) => id !== category.id),
                )
              }
            />
          ))}
        </Group>
      )}
    />
  );
}

/** Status, members-only, categories and tags. */
export function ArticlePublishingCard({ form }: FieldsProps) {
  const { t } = useTranslation('admin');
  const lang = useWatch({ control: form.control, name: 'lang' });
  return (
    <Card title={t('articles.publishing')}>
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <RadioGroup
            label={t('articles.status')}
            value={field.value}
            options={POST_STATUSES.map((s) => ({ value: s, label: t(`articles.statuses.${s}`) }))}
            onChange={(value) => field.onChange(value as PostStatus)}
          />
        )}
      />
      <Checkbox
        label={t('articles.fields.membersOnly')}
        hint={t('articles.hints.membersOnly')}
        {...form.register('members_only')}
      />
      <CategoriesField form={form} />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagPicker lang={lang} selected={field.value} onChange={field.onChange} />}
      />
    </Card>
  );
}
