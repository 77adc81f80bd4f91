import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Button, Checkbox, ConfirmDialog, QueryState } from '@officefit/ui';
import { Badge } from '../../../lib/components/state-badge';
import { useScrollRegion } from '../../../lib/scroll-region';
import { useGetCmsRevisionsQuery, useRestoreCmsRevisionMutation } from '../api/cms-pages';
import type { CmsRevision, CmsVersion, PageLang } from '../api/types';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 28rem;
  overflow-y: auto;
`;

const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: ${({ theme }) => theme.space.xs};
`;

/**
 * Every saved state of this page language, newest first. Restoring copies an old revision into a new draft
 * (optionally published at once), so nothing is ever lost.
 */
export function RevisionHistory({
  pageId,
  lang,
  dirty,
  hasPublished,
  onRestored,
}: {
  pageId: number;
  lang: PageLang;
  dirty: boolean;
  hasPublished: boolean;
  onRestored: (version: CmsVersion) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  // the list keeps its role (named by its label); it only joins the tab order while it scrolls
  const { ref: listRef, tabIndex: listTabIndex } = useScrollRegion<HTMLOListElement>();
  const dispatch = useAppDispatch();
  const query = useGetCmsRevisionsQuery({ id: pageId, lang });
  const [restore, restoreState] = useRestoreCmsRevisionMutation();
  const [chosen, setChosen] = useState<CmsRevision | null>(null);
  const [publish, setPublish] = useState(hasPublished);
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const open = (revision: CmsRevision) => {
    setPublish(hasPublished);
    setChosen(revision);
  };

  const confirm = async () => {
    if (!chosen) return;
    try {
      const version = await restore({ id: pageId, lang, revision: chosen.id, publish }).unwrap();
      onRestored(version);
      dispatch(
        showSnackbar({
          key: publish ? 'admin:revisions.restoredPublished' : 'admin:revisions.restored',
          severity: 'success',
        }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setChosen(null);
  };

  return (
    <QueryState query={query} empty={t('revisions.empty')}>
      {(data) => (
        <>
          <List ref={listRef} tabIndex={listTabIndex} aria-label={t('revisions.listLabel')}>
            {data.map((revision) => (
              <RevisionEntry key={revision.id} revision={revision} format={format} onRestore={open} />
            ))}
          </List>
          <ConfirmDialog
            open={chosen !== null}
            title={t('revisions.confirmTitle')}
            message={
              <>
                <p>{t(dirty ? 'revisions.confirmDirty' : 'revisions.confirmMessage')}</p>
                <Checkbox
                  label={t('revisions.publishNow')}
                  checked={publish}
                  onChange={(e) => setPublish(e.target.checked)}
                />
              </>
            }
            confirmLabel={t('revisions.restore')}
            loading={restoreState.isLoading}
            onConfirm={() => void confirm()}
            onCancel={() => setChosen(null)}
          />
        </>
      )}
    </QueryState>
  );
}

/** One revision: when, its badges (live, draft, was live), who did what, and restoring it (not the draft itself). */
function RevisionEntry({
  revision,
  format,
  onRestore,
}: {
  revision: CmsRevision;
  format: Intl.DateTimeFormat;
  onRestore: (revision: CmsRevision) => void;
}) {
  const { t } = useTranslation('admin');
  const when = format.format(new Date(revision.created_at));
  return (
    <Entry data-testid="revision">
      <div>
        <p>
          <strong>{when}</strong>
          <Badges>
            {revision.is_published && <Badge $tone="success">{t('revisions.live')}</Badge>}
            {revision.is_draft && !revision.is_published && (
              <Badge $tone="info">{t('revisions.draft')}</Badge>
            )}
            {revision.was_published && !revision.is_published && (
              <Badge $tone="neutral">{t('revisions.wasLive')}</Badge>
            )}
          </Badges>
        </p>
        <Muted>
          {t('revisions.meta', {
            action: t(`revisions.action.${revision.action}`, {
              author: revision.author?.name ?? t('revisions.system'),
            }),
            title: revision.title,
          })}
        </Muted>
      </div>
      {!revision.is_draft && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('revisions.restoreLabel', { date: when })}
          onClick={() => onRestore(revision)}
        >
          {t('revisions.restore')}
        </Button>
      )}
    </Entry>
  );
}
