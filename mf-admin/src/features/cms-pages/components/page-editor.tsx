import { useEffect, useMemo, useReducer, useRef, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { BLOCK_TYPES, BlockRenderer, type BlockType } from '@officefit/cms-blocks';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  QueryError,
  Select,
  Spinner,
  TextField,
} from '@officefit/ui';
import {
  useGetCmsPageVersionQuery,
  usePublishCmsPageMutation,
  useSaveCmsPageDraftMutation,
  useUnpublishCmsPageMutation,
  useGetCmsPicturesQuery,
} from '../api/cms-pages';
import { PAGE_LANGS, type CmsVersion, type PageLang } from '../api/types';
import { MAX_BLOCKS } from '../model/block-fields';
import {
  EMPTY_EDITOR,
  editorActions,
  editorReducer,
  toPageContent,
  withPreviewPictures,
  type EditorBlock,
} from '../model/editor-model';
import { pageErrors, serverErrors, type PageErrors } from '../model/page-errors';
import { BlockEditor } from './block-editor';
import { fieldId } from './field-input';
import { RevisionHistory } from './revision-history';
import { Badge } from '../../../lib/components/state-badge';
import { previewHtml } from '../../../lib/html-preview';
import { VersionStateBadge } from './version-state';
import type { CmsPicture } from '@officefit/domain';

const NO_PICTURES: CmsPicture[] = [];
import { StickyActionBar } from '../../../lib/components/sticky-action-bar';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  min-width: 0;
`;

/** The preview's column reaches down to the form's end, so the preview inside can stay in view (sticky). */
const PreviewColumn = styled(Column)`
  ${({ theme }) => theme.media.desktop} {
    align-self: stretch;
  }
`;

/**
 * Wide screens: the preview stays in view below the page's sticky header (`--editor-top`, measured) and above the
 * action bar, and scrolls on its own when it is taller.
 */
const Sticky = styled.section`
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(var(--editor-top, 5rem) + ${({ theme }) => theme.space.md});
    max-height: calc(100vh - var(--editor-top, 5rem) - 7rem);
    overflow-y: auto;
  }
`;

/** The height of the page's sticky header, so sticky parts of the editor stop below it. */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const update = () => setHeight(Math.round(header.getBoundingClientRect().height));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const LangSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  button {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 220px;
  }

  button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Preview = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const PreviewTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function contentOf(version: CmsVersion | undefined) {
  return version?.draft ?? version?.published ?? null;
}

/**
 * The block editor of one CMS page: language switch, title and description, blocks with their fields (add,
 * remove, reorder), a live preview drawn by the same block components as the public page, save as draft,
 * publish and the revision history with restore.
 */
export function PageEditor({
  pageId,
  lang,
  onLangChange,
}: {
  pageId: number;
  lang: PageLang;
  onLangChange: (lang: PageLang) => void;
}) {
  const { t } = useTranslation('admin');
  const appDispatch = useAppDispatch();
  // currentData: while another language loads, the old language's content must not be taken for the new one
  const {
    currentData: version,
    error: loadError,
    isFetching,
    isError,
    refetch,
  } = useGetCmsPageVersionQuery({ id: pageId, lang });
  const [state, dispatch] = useReducer(editorReducer, EMPTY_EDITOR);
  const [errors, setErrors] = useState<PageErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [newType, setNewType] = useState<BlockType>('text');
  const [removing, setRemoving] = useState<EditorBlock | null>(null);
  const [switchTo, setSwitchTo] = useState<PageLang | null>(null);
  const [save, saveState] = useSaveCmsPageDraftMutation();
  const [publish, publishState] = usePublishCmsPageMutation();
  const [unpublish, unpublishState] = useUnpublishCmsPageMutation();
  const loadedFor = useRef<string | null>(null);
  const headerHeight = useHeaderHeight();

  // a field focused by Tab is scrolled into view above the sticky action bar, not under it (WCAG 2.4.11)
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '7rem';
    return () => {
      root.style.scrollPaddingBottom = before;
    };
  }, []);

  // Load the server's content when the page or language changes, or when it changes on the server while the
  // editor holds no unsaved changes (after save, publish or restore).
  const serverContent = contentOf(version);
  const serverKey = version ? `${pageId}:${lang}:${JSON.stringify(serverContent)}` : null;
  useEffect(() => {
    if (!serverKey || serverKey === loadedFor.current) return;
    const sameVersion = loadedFor.current?.startsWith(`${pageId}:${lang}:`) ?? false;
    if (sameVersion && state.dirty) return;
    loadedFor.current = serverKey;
    dispatch(editorActions.load(serverContent));
    setErrors({});
    setFailure(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverKey]);

  // Leaving the browser tab with unsaved changes asks first.
  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  const { data: pictures = NO_PICTURES } = useGetCmsPicturesQuery();
  const previewBlocks = useMemo(
    () => withPreviewPictures(toPageContent(state).blocks, pictures, lang),
    [state, pictures, lang],
  );

  const focusFirst = (found: PageErrors) => {
    const first = Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  /** Validates and saves the draft; true when saved. */
  const saveDraft = async (): Promise<boolean> => {
    setFailure(null);
    const found = pageErrors(state);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('editor.errors.summary');
      focusFirst(found);
      return false;
    }
    try {
      const saved = await save({ id: pageId, lang, content: toPageContent(state) }).unwrap();
      loadedFor.current = `${pageId}:${lang}:${JSON.stringify(contentOf(saved))}`;
      dispatch({ type: 'saved' });
      return true;
    } catch (error) {
      const apiFailure = toApiFailure(error as Parameters<typeof toApiFailure>[0]);
      if (apiFailure.code === 'rest_invalid_param' && Object.keys(apiFailure.params).length > 0) {
        const fromServer = serverErrors(apiFailure.params);
        setErrors(fromServer);
        setFailure('editor.errors.summary');
        focusFirst(fromServer);
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

  const chooseLang = (next: PageLang) => {
    if (next === lang) return;
    if (state.dirty) setSwitchTo(next);
    else onLangChange(next);
  };

  const onRestored = (restored: CmsVersion) => {
    loadedFor.current = `${pageId}:${lang}:${JSON.stringify(contentOf(restored))}`;
    dispatch(editorActions.load(contentOf(restored)));
    setErrors({});
    setFailure(null);
  };

  if (!version && isFetching) return <Spinner />;
  if (loadError && toApiFailure(loadError).status === 404)
    return <Alert severity="error">{t('editor.notFound')}</Alert>;
  if (isError || !version) {
    return <QueryError onRetry={refetch} />;
  }

  const busy = saveState.isLoading || publishState.isLoading;
  const canPublish = state.dirty || version.state === 'draft' || version.state === 'changed';
  return (
    <div style={{ '--editor-top': `${headerHeight}px` } as CSSProperties}>
      <Toolbar>
        <LangSwitch role="group" aria-label={t('editor.language')}>
          {PAGE_LANGS.map((code) => (
            <button key={code} type="button" aria-pressed={code === lang} onClick={() => chooseLang(code)}>
              {t(`lang.${code}`)}
            </button>
          ))}
        </LangSwitch>
        <span>
          {t('editor.stateLabel')} <VersionStateBadge state={version.state} />
        </span>
        {/* next to the state it changes; the sticky bar keeps the two actions of every visit */}
        {version.published && (
          <Button
            variant="text"
            loading={unpublishState.isLoading}
            disabled={busy}
            onClick={() => void onUnpublish()}
          >
            {t('editor.unpublish')}
          </Button>
        )}
        {state.dirty && <Badge $tone="warning">{t('editor.unsaved')}</Badge>}
      </Toolbar>
      {failure && <Alert severity="error">{t(failure, { count: Object.keys(errors).length })}</Alert>}
      <Layout>
        <Column>
          <Card title={t('editor.pageSettings')}>
            <TextField
              id={fieldId('title')}
              label={t('editor.fields.pageTitle')}
              required
              value={state.title}
              error={errors.title}
              onChange={(e) => dispatch({ type: 'setTitle', value: e.target.value })}
            />
            <TextField
              multiline
              rows={2}
              id={fieldId('description')}
              label={t('editor.fields.description')}
              hint={t('editor.hints.description')}
              value={state.description}
              error={errors.description}
              onChange={(e) => dispatch({ type: 'setDescription', value: e.target.value })}
            />
          </Card>
          <h2>{t('editor.blocks', { count: state.blocks.length })}</h2>
          {state.blocks.length === 0 && <EmptyState>{t('editor.noBlocks')}</EmptyState>}
          {state.blocks.map((block, index) => (
            <BlockEditor
              key={block.key}
              block={block}
              index={index}
              count={state.blocks.length}
              errors={errors}
              dispatch={dispatch}
              onRemove={setRemoving}
            />
          ))}
          <Card title={t('editor.addBlockTitle')} headingLevel={3}>
            <AddRow>
              <Select
                label={t('editor.blockType')}
                value={newType}
                options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`blocks.${type}`) }))}
                onChange={(value) => setNewType(value as BlockType)}
              />
              <Button
                variant="secondary"
                disabled={state.blocks.length >= MAX_BLOCKS}
                onClick={() => dispatch(editorActions.addBlock(newType))}
              >
                {t('editor.addBlock')}
              </Button>
            </AddRow>
          </Card>
          <Card title={t('revisions.title')}>
            <RevisionHistory
              pageId={pageId}
              lang={lang}
              dirty={state.dirty}
              hasPublished={version.published !== null}
              onRestored={onRestored}
            />
          </Card>
        </Column>
        <PreviewColumn>
          {/* focusable: on wide screens the preview scrolls on its own, also by keyboard */}
          <Sticky aria-labelledby="cms-preview-heading" tabIndex={0} data-testid="cms-preview">
            <h2 id="cms-preview-heading">{t('editor.preview')}</h2>
            <Preview lang={lang}>
              <PreviewTitle>{t('editor.previewNote', { path: version.page.path })}</PreviewTitle>
              {previewBlocks.length === 0 ? (
                <EmptyState>{t('editor.noBlocks')}</EmptyState>
              ) : (
                <BlockRenderer blocks={previewBlocks} baseLevel={2} preview sanitizeHtml={previewHtml} />
              )}
            </Preview>
          </Sticky>
        </PreviewColumn>
      </Layout>
      <StickyActionBar role="group" aria-label={t('editor.actions')} data-testid="editor-actions">
        <Button
          variant="secondary"
          loading={saveState.isLoading}
          disabled={busy}
          onClick={() => void onSave()}
        >
          {t('editor.saveDraft')}
        </Button>
        <Button
          loading={publishState.isLoading}
          disabled={busy || !canPublish}
          onClick={() => void onPublish()}
        >
          {t('editor.publish')}
        </Button>
      </StickyActionBar>
      <ConfirmDialog
        open={removing !== null}
        title={t('editor.removeTitle')}
        message={t('editor.removeMessage', {
          type: removing ? t(`blocks.${removing.type}`) : '',
        })}
        confirmLabel={t('editor.remove')}
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeBlock', key: removing.key });
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={switchTo !== null}
        title={t('editor.switchTitle')}
        message={t('editor.switchMessage')}
        confirmLabel={t('editor.switchConfirm')}
        onConfirm={() => {
          if (switchTo) onLangChange(switchTo);
          setSwitchTo(null);
        }}
        onCancel={() => setSwitchTo(null)}
      />
    </div>
  );
}
