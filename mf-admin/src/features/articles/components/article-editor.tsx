import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { contentLangOf, useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, Checkbox, ConfirmDialog, RadioGroup, Spinner, TextField } from '@officefit/ui';
import {
  useCreateCmsPostMutation,
  useDeleteCmsPostMutation,
  useGetPostCategoriesQuery,
  useUpdateCmsPostMutation,
} from '../api/cms-posts';
import { POST_STATUSES, type CmsPost, type PostLang, type PostStatus } from '../api/types';
import {
  articleServerErrors,
  blankArticle,
  fromPost,
  slugify,
  toPostInput,
  validateArticle,
  type ArticleErrors,
  type ArticleValues,
} from '../model/article-form';
import { previewHtml } from '../../../lib/html-preview';
import { htmlProblem } from '../../../lib/html-rules';
import { FeaturedPicture } from './featured-picture';
import { TagPicker } from './tag-picker';

// TipTap comes in its own chunk, fetched when an article is opened: not with the admin's other screens
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;

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

const Preview = styled.div`
  overflow-wrap: anywhere;
  max-height: 30rem;
  overflow-y: auto;
`;

/** Creates or edits an article: language, slug, title, teaser, HTML content with preview, status, members-only, tags. */
export function ArticleEditor({ post }: { post: CmsPost | null }) {
  const { t, i18n } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [values, setValues] = useState<ArticleValues>(() => (post ? fromPost(post) : blankArticle('de')));
  const [slugTouched, setSlugTouched] = useState(post !== null);
  const [errors, setErrors] = useState<ArticleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [create, createState] = useCreateCmsPostMutation();
  const [update, updateState] = useUpdateCmsPostMutation();
  const [remove, removeState] = useDeleteCmsPostMutation();
  // category names in the interface language (categories are shared by both languages)
  const categories = useGetPostCategoriesQuery({ lang: contentLangOf(i18n.language) });

  useEffect(() => {
    if (post) setValues(fromPost(post));
  }, [post]);

  const set = <K extends keyof ArticleValues>(field: K, value: ArticleValues[K]) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'title' && !slugTouched) next.slug = slugify(String(value));
      // tags belong to one language
      if (field === 'lang' && value !== current.lang) next.tags = [];
      return next;
    });

  const preview = useMemo(() => previewHtml(values.content), [values.content]);
  const error = (field: keyof ArticleValues) =>
    errors[field] ? t(errors[field]!.key, errors[field]!.values) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateArticle(values, htmlProblem);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('editor.errors.summary');
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => document.getElementById(`article-${first}`)?.focus());
      return;
    }
    const input = toPostInput(values);
    try {
      if (post) {
        // the language of an article is fixed once it exists
        const { lang: _lang, ...changes } = input;
        await update({ id: post.id, changes }).unwrap();
        dispatch(showSnackbar({ key: 'admin:articles.saved', severity: 'success' }));
      } else {
        const created = await create(input).unwrap();
        dispatch(showSnackbar({ key: 'admin:articles.created', severity: 'success' }));
        await navigate(`/admin/articles/${created.id}`, { replace: true });
      }
    } catch (err) {
      const apiFailure = toApiFailure(err as Parameters<typeof toApiFailure>[0]);
      if (apiFailure.code === 'rest_post_exists') {
        setErrors({ slug: { key: 'articles.errors.slugTaken' } });
        setFailure('editor.errors.summary');
      } else if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
        setErrors(articleServerErrors(apiFailure.params));
        setFailure('editor.errors.summary');
      } else {
        setFailure('common:errors.transfer');
      }
    }
  };

  const deletePost = async () => {
    if (!post) return;
    try {
      await remove(post.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:articles.deleted', severity: 'success' }));
      await navigate('/admin/articles');
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setConfirmDelete(false);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {failure && <Alert severity="error">{t(failure, { count: Object.keys(errors).length })}</Alert>}
      <Layout>
        <div>
          <Card title={t('articles.content')}>
            {!post && (
              <RadioGroup
                label={t('articles.lang')}
                direction="row"
                value={values.lang}
                options={[
                  { value: 'de', label: t('lang.de') },
                  { value: 'en', label: t('lang.en') },
                ]}
                onChange={(value) => set('lang', value as PostLang)}
              />
            )}
            <TextField
              id="article-title"
              label={t('articles.fields.title')}
              required
              value={values.title}
              error={error('title')}
              onChange={(e) => set('title', e.target.value)}
            />
            <TextField
              id="article-slug"
              label={t('articles.fields.slug')}
              hint={t('articles.hints.slug')}
              required
              value={values.slug}
              error={error('slug')}
              onChange={(e) => {
                setSlugTouched(true);
                set('slug', e.target.value);
              }}
            />
            <TextField
              multiline
              rows={3}
              id="article-excerpt"
              label={t('articles.fields.excerpt')}
              value={values.excerpt}
              error={error('excerpt')}
              onChange={(e) => set('excerpt', e.target.value)}
            />
            <Suspense fallback={<Spinner label={t('articles.richText.loading')} />}>
              <RichTextEditor
                id="article-content"
                label={t('articles.fields.content')}
                hint={t('articles.hints.content')}
                lang={values.lang}
                value={values.content}
                error={error('content')}
                onChange={(html) => set('content', html)}
              />
            </Suspense>
            <FeaturedPicture
              url={values.featured_url}
              error={error('featured_url')}
              onChange={(url) => set('featured_url', url)}
            />
          </Card>
        </div>
        <div>
          <Card title={t('articles.publishing')}>
            <RadioGroup
              label={t('articles.status')}
              value={values.status}
              options={POST_STATUSES.map((s) => ({ value: s, label: t(`articles.statuses.${s}`) }))}
              onChange={(value) => set('status', value as PostStatus)}
            />
            <Checkbox
              label={t('articles.fields.membersOnly')}
              hint={t('articles.hints.membersOnly')}
              checked={values.members_only}
              onChange={(e) => set('members_only', e.target.checked)}
            />
            {categories.data && categories.data.length > 0 && (
              <Group>
                <legend>{t('articles.fields.categories')}</legend>
                {categories.data.map((category) => (
                  <Checkbox
                    key={category.id}
                    label={category.name}
                    checked={values.categories.includes(category.id)}
                    onChange={(e) =>
                      set(
                        'categories',
                        e.target.checked
                          ? [...values.categories, category.id]
                          : values.categories.filter((id) => id !== category.id),
                      )
                    }
                  />
                ))}
              </Group>
            )}
            <TagPicker lang={values.lang} selected={values.tags} onChange={(ids) => set('tags', ids)} />
          </Card>
          <Actions>
            <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
              {t(post ? 'articles.save' : 'articles.create')}
            </Button>
            {post && (
              <Button variant="text" onClick={() => setConfirmDelete(true)}>
                {t('articles.delete')}
              </Button>
            )}
          </Actions>
          <Card title={t('articles.preview')} headingLevel={2}>
            <Preview lang={values.lang} dangerouslySetInnerHTML={{ __html: preview }} />
          </Card>
        </div>
      </Layout>
      <ConfirmDialog
        open={confirmDelete}
        title={t('articles.deleteTitle')}
        message={t('articles.deleteMessage', { title: values.title })}
        confirmLabel={t('articles.delete')}
        loading={removeState.isLoading}
        onConfirm={() => void deletePost()}
        onCancel={() => setConfirmDelete(false)}
      />
    </form>
  );
}
