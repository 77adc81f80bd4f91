import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import {
  usePublishCmsPageMutation,
  useSaveCmsPageDraftMutation,
  useUnpublishCmsPageMutation,
} from '../api/cms-pages';
import type { PageLang } from '../api/types';
import { toPageContent } from '../model/editor-model';
import { pageErrors, serverErrors, type PageErrors } from '../model/page-errors';
import { fieldId } from './field-input';
import type { PageDraft } from './use-page-draft';

const focusFirst = (found: PageErrors) => {
  const first = Object.keys(found)[0];
  if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
};

/** Saving the draft (checked here first, then by the server), publishing and unpublishing one language of a page. */
export function usePageActions(pageId: number, lang: PageLang, draft: PageDraft) {
  const appDispatch = useAppDispatch();
  const [save, saveState] = useSaveCmsPageDraftMutation();
  const [publish, publishState] = usePublishCmsPageMutation();
  const [unpublish, unpublishState] = useUnpublishCmsPageMutation();
  const { state, setErrors, setFailure } = draft;

  const showInvalid = (found: PageErrors) => {
    setErrors(found);
    setFailure('editor.errors.summary');
    focusFirst(found);
  };

  /** Validates and saves the draft; true when saved. */
  const saveDraft = async (): Promise<boolean> => {
    setFailure(null);
    const found = pageErrors(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showInvalid(found);
      return false;
    }
    try {
      draft.markSaved(await save({ id: pageId, lang, content: toPageContent(state) }).unwrap());
      return true;
    } catch (error) {
      const apiFailure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
      if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
        showInvalid(serverErrors(apiFailure.params));
      } else {
        setFailure('common:errors.transfer');
      }
      return false;
    }
  };

  const onSave = async () => {
    if (await saveDraft()) appDispatch(showSnackbar({ key: 'admin:editor.saved', severity: 'success' }));
  };

  const onPublish = async () => {
    if (state.dirty && !(await saveDraft())) return;
    try {
      await publish({ id: pageId, lang }).unwrap();
      appDispatch(showSnackbar({ key: 'admin:editor.published', severity: 'success' }));
    } catch {
      setFailure('common:errors.transfer');
    }
  };

  const onUnpublish = async () => {
    try {
      await unpublish({ id: pageId, lang }).unwrap();
      appDispatch(showSnackbar({ key: 'admin:editor.unpublished', severity: 'success' }));
    } catch {
      setFailure('common:errors.transfer');
    }
  };

  return {
    onSave,
    onPublish,
    onUnpublish,
    saving: saveState.isLoading,
    publishing: publishState.isLoading,
    unpublishing: unpublishState.isLoading,
    busy: saveState.isLoading || publishState.isLoading,
  };
}

export type PageActions = ReturnType<typeof usePageActions>;
