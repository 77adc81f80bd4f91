import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Button, Card, ConfirmDialog, EmptyState, QueryError, Spinner, TextField } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useCreateCmsPageMutation, useDeleteCmsPageMutation, useGetCmsPagesQuery } from '../api/cms-pages';
import { PAGE_LANGS, type CmsPageSummary } from '../api/types';
import { VersionStateBadge } from './version-state';

const SPECIAL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Only special pages can be deleted; the fixed landing pages always exist. */
function isSpecial(page: CmsPageSummary): boolean {
  return page.slug.startsWith('special/');
}

const NewPageForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 240px;
  }

  button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** The CMS pages with the state of each language, a form for new special pages and deleting those. */
export function PageList() {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetCmsPagesQuery();
  const [create, createState] = useCreateCmsPageMutation();
  const [remove, removeState] = useDeleteCmsPageMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CmsPageSummary | null>(null);

  const createPage = async (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim().toLowerCase();
    if (!SPECIAL_NAME.test(value)) {
      setNameError(t('pages.new.invalid'));
      return;
    }
    setNameError(null);
    try {
      const page = await create({ slug: `special/${value}` }).unwrap();
      setName('');
      await navigate(`/admin/pages/${page.id}`);
    } catch (error) {
      setNameError(
        toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'rest_page_exists'
          ? t('pages.new.exists')
          : t('common:errors.transfer'),
      );
    }
  };

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

  const anySpecial = (data ?? []).some(isSpecial);
  if (isLoading) return <Spinner />;
  if (isError) return <QueryError onRetry={refetch} />;
  return (
    <>
      {data && data.length === 0 ? (
        <EmptyState />
      ) : (
        <ListTable
          caption={t('pages.caption', { count: data?.length ?? 0 })}
          headings={[
            t('pages.path'),
            t('pages.pageTitle'),
            ...PAGE_LANGS.map((lang) => t(`lang.${lang}`)),
            anySpecial && t('pages.actions'),
          ]}
          items={data ?? []}
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
      )}
      <Card title={t('pages.new.title')}>
        <NewPageForm onSubmit={(e) => void createPage(e)} noValidate>
          <TextField
            label={t('pages.new.name')}
            hint={t('pages.new.hint')}
            value={name}
            error={nameError ?? undefined}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" loading={createState.isLoading}>
            {t('pages.new.submit')}
          </Button>
        </NewPageForm>
      </Card>
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
