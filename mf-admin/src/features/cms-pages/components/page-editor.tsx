import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { toApiFailure } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Card, QueryError, Spinner } from '@officefit/ui';
import { StickyActionBar } from '../../../lib/components/sticky-action-bar';
import type { PageLang } from '../api/types';
import { PageBlocks } from './page-blocks';
import { PageEditorToolbar } from './page-editor-toolbar';
import { Column, PagePreview } from './page-preview';
import { PageSettingsCard } from './page-settings-card';
import { RevisionHistory } from './revision-history';
import { useActionBarScrollPadding } from '../../../lib/editor-guards';
import { useHeaderHeight } from './use-editor-layout';
import { usePageActions, type PageActions } from './use-page-actions';
import { usePageDraft } from './use-page-draft';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

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
  const draft = usePageDraft(pageId, lang);
  const actions = usePageActions(pageId, lang, draft);
  const headerHeight = useHeaderHeight();
  useActionBarScrollPadding();
  const { query, version, state, errors, failure } = draft;

  if (!version && query.isFetching) return <Spinner />;
  if (query.error && toApiFailure(query.error).status === 404)
    return <Alert severity="error">{t('editor.notFound')}</Alert>;
  if (query.isError || !version) {
    return <QueryError onRetry={query.refetch} />;
  }

  const canPublish = state.dirty || version.state === 'draft' || version.state === 'changed';
  return (
    <div style={{ '--editor-top': `${headerHeight}px` } as CSSProperties}>
      <PageEditorToolbar
        lang={lang}
        dirty={state.dirty}
        onLangChange={onLangChange}
        version={version}
        actions={actions}
      />
      {failure && <Alert severity="error">{t(failure, { count: Object.keys(errors).length })}</Alert>}
      <Layout>
        <Column>
          <PageSettingsCard state={state} errors={errors} dispatch={draft.dispatch} />
          <PageBlocks blocks={state.blocks} errors={errors} dispatch={draft.dispatch} />
          <Card title={t('revisions.title')}>
            <RevisionHistory
              pageId={pageId}
              lang={lang}
              dirty={state.dirty}
              hasPublished={version.published !== null}
              onRestored={draft.restore}
            />
          </Card>
        </Column>
        <PagePreview state={state} lang={lang} path={version.page.path} />
      </Layout>
      <EditorActions actions={actions} canPublish={canPublish} />
    </div>
  );
}

/** The two actions of every visit, kept in view at the bottom. */
function EditorActions({ actions, canPublish }: { actions: PageActions; canPublish: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <StickyActionBar role="group" aria-label={t('editor.actions')} data-testid="editor-actions">
      <Button
        variant="secondary"
        loading={actions.saving}
        disabled={actions.busy}
        onClick={() => void actions.onSave()}
      >
        {t('editor.saveDraft')}
      </Button>
      <Button
        loading={actions.publishing}
        disabled={actions.busy || !canPublish}
        onClick={() => void actions.onPublish()}
      >
        {t('editor.publish')}
      </Button>
    </StickyActionBar>
  );
}
