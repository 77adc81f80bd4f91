import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import {
  useCreateCmsPostMutation,
  useDeleteCmsPostMutation,
  useUpdateCmsPostMutation,
} from '../api/cms-posts';
import type { CmsPost } from '../api/types';
import {
  articleServerErrors,
  blankArticle,
  fromPost,
  slugify,
  toPostInput,
  type ArticleValues,
} from '../model/article-form';
import { articleResolver } from '../model/article-resolver';

export type ArticleForm = UseFormReturn<ArticleValues>;

/** The fields in the order a reader meets them: the first one in error gets the focus. */
const READING_ORDER: readonly (keyof ArticleValues)[] = [
  'title',
  'slug',
  'excerpt',
  'content',
  'featured_url',
];

/** Focuses the first field in error (by its id `article-<field>`, which the rich-text editor carries too). */
function focusFirstError(errors: FieldErrors<ArticleValues>) {
  const fields = Object.keys(errors) as (keyof ArticleValues)[];
  const first = READING_ORDER.find((field) => fields.includes(field)) ?? fields[0];
  requestAnimationFrame(() => document.getElementById(`article-${first}`)?.focus());
}

/**
 * The editor's form, checked by the contract on submit only (errors stay until the next submit, as the server's
 * do): the slug follows the title until it is edited, a new language empties the tags, and a save creates or
 * updates the article with the server's refusals on their fields. `failure` is the key of the summary above it.
 */
export function useArticleForm(post: CmsPost | null) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, createState] = useCreateCmsPostMutation();
  const [update, updateState] = useUpdateCmsPostMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const slugTouched = useRef(post !== null);
  const form = useForm<ArticleValues>({
    defaultValues: post ? fromPost(post) : blankArticle('de'),
    resolver: articleResolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const { reset, setError } = form;
  useEffect(() => {
    if (post) reset(fromPost(post), { keepErrors: true });
  }, [post, reset]);

  const followTitle = (title: string) => {
    if (!slugTouched.current) form.setValue('slug', slugify(title));
  };

  const refused = (err: unknown) => {
    const apiFailure = toApiFailure(err as Parameters<typeof toApiFailure>[0]);
    if (apiFailure.code === 'rest_post_exists') {
      setError('slug', { type: 'server', message: t('articles.errors.slugTaken') });
      setFailure('editor.errors.summary');
    } else if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
      for (const [field, { key, values }] of Object.entries(articleServerErrors(apiFailure.params))) {
        setError(field as keyof ArticleValues, { type: 'server', message: t(key, values) });
      }
      setFailure('editor.errors.summary');
    } else {
      setFailure('common:errors.transfer');
    }
  };

  const save = async (values: ArticleValues) => {
    setFailure(null);
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
      refused(err);
    }
  };

  const submit = form.handleSubmit(save, (errors) => {
    setFailure('editor.errors.summary');
    focusFirstError(errors);
  });

  return {
    form,
    failure,
    submit,
    saving: createState.isLoading || updateState.isLoading,
    touchSlug: () => (slugTouched.current = true),
    followTitle,
  };
}

/** Deleting the article after a confirmation; back to the list when it is gone. */
export function useDeleteArticle(post: CmsPost | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [remove, removeState] = useDeleteCmsPostMutation();
  const [confirming, setConfirming] = useState(false);

  const deletePost = async () => {
    if (!post) return;
    try {
      await remove(post.id).unwrap();
      dispatch(showSnackbar({ key: 'admin:articles.deleted', severity: 'success' }));
      await navigate('/admin/articles');
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setConfirming(false);
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => void deletePost(),
    deleting: removeState.isLoading,
  };
}
