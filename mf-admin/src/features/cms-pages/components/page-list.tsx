import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog, EmptyState, QueryError, Spinner } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useDeleteCmsPageMutation, useGetCmsPagesQuery } from '../api/cms-pages';
import { PAGE_LANGS, type CmsPageSummary } from '../api/types';
import { NewPageCard } from './new-page-card';
import { VersionStateBadge } from './version-state';

/** Only special pages can be deleted; the fixed landing pages always exist. */
function isSpecial(page: CmsPageSummary): boolean {
  return page.slug.startsWith('special/');
}

/** The CMS pages with the state of each language, a form for new special pages and deleting those. */
export function PageList() {
  const { data, isLoading, isError, refetch } = useGetCmsPagesQuery();
  if (isLoading) return <Spinner />;
  if (isError) return <QueryError onRetry={refetch} />;
  return (
    <>
      {data && data.length === 0 ? <EmptyState /> : <PageTable pages={data ?? []} />}
      <NewPageCard />
    </>
  );
}

/** The pages' table; special pages have a delete button, confirmed in a dialog. */
function PageTable({ pages }: { pages: CmsPageSummary[] }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [remove, removeState] = useDeleteCmsPageMutation();
  const [deleting, setDeleting] = useState<CmsPageSummary | null>(null);
  const anySpecial = pages.some(isSpecial);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      dispatch(
        showSnackbar({ key: 'admin:pages.deleted', values: { path: deleting.path }, severity: 'success' }),
      );
    } catch {
      dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    }
    setDeleting(null);
  };

  return (
    <>
      <ListTable
        caption={t('pages.caption', { count: pages.length })}
        headings={[
          t('pages.path'),
          t('pages.pageTitle'),
          ...PAGE_LANGS.map((lang) => t(`lang.${lang}`)),
          anySpecial && t('pages.actions'),
        ]}
        items={pages}
        rowKey={(page) => page.id}
      >
        {(page) => (
          <>
            <th scope="row">
              <Link to={`/admin/pages/${page.id}`}>{page.path}</Link>
            </th>
            <td>{page.versions.de.title ?? page.versions.en.title ?? '–'}</td>
            {PAGE_LANGS.map((lang) => (
              <td key={lang}>
                <VersionStateBadge state={page.versions[lang].state} />
              </td>
            ))}
            {anySpecial && (
              <td>
                {isSpecial(page) && (
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={t('pages.deleteLabel', { path: page.path })}
                    onClick={() => setDeleting(page)}
                  >
                    {t('pages.delete')}
                  </Button>
                )}
              </td>
            )}
          </>
        )}
      </ListTable>
      <ConfirmDialog
        open={deleting !== null}
        title={t('pages.deleteTitle')}
        message={t('pages.deleteMessage', { path: deleting?.path ?? '' })}
        confirmLabel={t('pages.delete')}
        loading={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
