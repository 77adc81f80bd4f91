import { useState } from 'react';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import type { CompanyDetail, CompanySubcategory } from '@officefit/domain';
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog, EmptyState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { PicturePicker, usePictureUpload } from '../../../lib/components/picture-upload';
import { companyChanged, useDeleteSubcategoryMutation } from '../api/companies';
import { codeKey } from '../../../lib/form';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { SubcategoryForm } from './subcategory-form';

const Thumb = styled.img`
  width: 3rem;
  height: 3rem;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The picture of a location/department: an uploaded one as an image, a preset by its name. */
function Picture({ picture }: { picture: string | null }) {
  const { t } = useTranslation('admin');
  if (!picture) return <>{t('companies.pictures.none')}</>;
  if (picture.startsWith('/')) return <Thumb src={picture} alt={t('companies.pictureAlt')} />;
  return <>{t(`companies.pictures.${picture}`)}</>;
}

/** Locations and departments of a company with members, pictures (preset or upload), edit and delete. */
export function Subcategories({ company, canEdit }: { company: CompanyDetail; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const [editing, setEditing] = useState<number | null>(null);
  const [remove, removeState] = useDeleteSubcategoryMutation();
  const deletion = useConfirmedAction(
    (sub: CompanySubcategory) => remove({ companyId: company.id, id: sub.id }).unwrap(),
    () => ({ key: 'admin:companies.subcategoryDeleted' }),
  );

  return (
    <>
      {company.subcategories.length === 0 ? (
        <EmptyState>{t('companies.noSubcategories')}</EmptyState>
      ) : (
        <ListTable
          caption={t('companies.subcategoriesCaption', { count: company.subcategories.length })}
          headings={[
            t('companies.subcategoryName'),
            t('companies.kind'),
            t('companies.members'),
            t('companies.picture'),
            canEdit && t('companies.actions'),
          ]}
          items={company.subcategories}
          rowKey={(sub) => sub.id}
          rowTestId="subcategory-row"
        >
          {(sub) => (
            <>
              <td>
                {editing === sub.id ? (
                  <SubcategoryForm companyId={company.id} subcategory={sub} onDone={() => setEditing(null)} />
                ) : (
                  sub.name
                )}
              </td>
              <td>{t(`companies.kinds.${sub.kind}`)}</td>
              <td>{formatNumber(sub.members)}</td>
              <td>
                <Picture picture={sub.picture} />
              </td>
              {canEdit && (
                <td>
                  <SubcategoryActions
                    companyId={company.id}
                    subcategory={sub}
                    editing={editing === sub.id}
                    onEdit={() => setEditing(editing === sub.id ? null : sub.id)}
                    onDelete={() => deletion.setPending(sub)}
                  />
                </td>
              )}
            </>
          )}
        </ListTable>
      )}
      {canEdit && <SubcategoryForm companyId={company.id} />}
      <ConfirmDialog
        open={deletion.pending !== null}
        title={t('companies.deleteTitle')}
        message={t('companies.deleteMessage', { name: deletion.pending?.name ?? '' })}
        confirmLabel={t('companies.delete')}
        loading={removeState.isLoading}
        onConfirm={() => void deletion.confirm()}
        onCancel={() => deletion.setPending(null)}
      />
    </>
  );
}

/** A row's actions: edit (or cancel editing), upload a picture, delete (confirmed above). */
function SubcategoryActions({
  companyId,
  subcategory,
  editing,
  onEdit,
  onDelete,
}: {
  companyId: number;
  subcategory: CompanySubcategory;
  editing: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const uploadPicture = usePictureUpload();

  const upload = async (file: File) => {
    const code = await uploadPicture(
      `officefit/v1/admin/companies/${companyId}/subcategories/${subcategory.id}/picture`,
      file,
    );
    if (code === null) {
      dispatch(companyChanged(companyId));
      dispatch(showSnackbar({ key: 'admin:companies.pictureSaved', severity: 'success' }));
    } else {
      dispatch(showSnackbar({ key: codeKey(code), severity: 'error' }));
    }
  };

  return (
    <>
      <Button variant="text" size="sm" onClick={onEdit}>
        {editing ? t('companies.cancel') : t('companies.edit')}
      </Button>
      <PicturePicker
        label={t('companies.upload')}
        ariaLabel={t('companies.uploadLabel', { name: subcategory.name })}
        onFile={(file) => void upload(file)}
      />
      <Button variant="text" size="sm" onClick={onDelete}>
        {t('companies.delete')}
      </Button>
    </>
  );
}
