import { useEffect, useReducer, useRef, useState } from 'react';
import { useGetCmsPageVersionQuery } from '../api/cms-pages';
import type { CmsVersion, PageLang } from '../api/types';
import { EMPTY_EDITOR, editorActions, editorReducer } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { useLeaveWarning } from '../../../lib/editor-guards';

export function contentOf(version: CmsVersion | undefined) {
  return version?.draft ?? version?.published ?? null;
}

/**
 * One language of a page as the editor holds it: the server's version, the edited state, its field errors and the
 * failure shown above the form. The server's content is loaded when the page or language changes, or when it
 * changes on the server while the editor holds no unsaved changes (after save, publish or restore).
 */
export function usePageDraft(pageId: number, lang: PageLang) {
  // currentData: while another language loads, the old language's content must not be taken for the new one
  const query = useGetCmsPageVersionQuery({ id: pageId, lang });
  const version = query.currentData;
  const [state, dispatch] = useReducer(editorReducer, EMPTY_EDITOR);
  const [errors, setErrors] = useState<PageErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const loadedFor = useRef<string | null>(null);
  const keyOf = (content: ReturnType<typeof contentOf>) => `${pageId}:${lang}:${JSON.stringify(content)}`;

  const serverContent = contentOf(version);
  const serverKey = version ? keyOf(serverContent) : null;
  useEffect(() => {
    if (!serverKey || serverKey === loadedFor.current) return;
    const sameVersion = loadedFor.current?.startsWith(`${pageId}:${lang}:`) ?? false;
    if (sameVersion && state.dirty) return;
    loadedFor.current = serverKey;
    dispatch(editorActions.load(serverContent));
    setErrors({});
    setFailure(null);
    // only a new server key reloads: the dirty flag and the content it names are read, not watched
  }, [serverKey]);
  useLeaveWarning(state.dirty);

  /** The draft was saved: the server's answer is what the editor holds, so it is not loaded again. */
  const markSaved = (saved: CmsVersion) => {
    loadedFor.current = keyOf(contentOf(saved));
    dispatch({ type: 'saved' });
  };

  const restore = (restored: CmsVersion) => {
    loadedFor.current = keyOf(contentOf(restored));
    dispatch(editorActions.load(contentOf(restored)));
    setErrors({});
    setFailure(null);
  };

  return { query, version, state, dispatch, errors, setErrors, failure, setFailure, markSaved, restore };
}

export type PageDraft = ReturnType<typeof usePageDraft>;
