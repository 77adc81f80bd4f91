import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

/** The name typed for a new special page as the last part of its slug (slugs are lower case). */
const specialName = (name: string) => name.trim().toLowerCase();

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
  const [deleting, setDeleting] = useState<CmsPageSummary | null>(null);
  const newPage = useForm<{ name: string }>({ defaultValues: { name: '' } });
  const nameField = newPage.register('name', {
    validate: (name) => SPECIAL_NAME.test(specialName(name)) || t('pages.new.invalid'),
  });

  const createPage = newPage.handleSubmit(async ({ name }) => {
    try {
      const page = await create({ slug: `special/${specialName(name)}` }).unwrap();
      newPage.reset();
      await navigate(`/admin/pages/${page.id}`);
    } catch (error) {
      const exists = toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'rest_page_exists';
      newPage.setError('name', { message: exists ? t('pages.new.exists') : t('common:errors.transfer') });
    }
  });

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
            {...nameField}
            error={newPage.formState.errors.name?.message}
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
