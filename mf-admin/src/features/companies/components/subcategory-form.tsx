import { Controller, useForm } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  SUBCATEGORY_NAME_MAX,
  SUBCATEGORY_PRESET_PICTURES,
  subcategoryBodySchema,
  type CompanySubcategory,
  type SubcategoryBody,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Select, TextField } from '@officefit/ui';
import { useSaveSubcategoryMutation } from '../api/companies';
import { formResolver } from '@officefit/i18n/form';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf, refusalKey } from '../../../lib/form';

interface Values {
  kind: 'location' | 'department';
  name: string;
  picture: string | null;
}

/** The form's values, checked by the same schema as the server, and saving them (a new one empties the form). */
function useSubcategoryForm(companyId: number, subcategory?: CompanySubcategory, onDone?: () => void) {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveSubcategoryMutation();
  const preset = subcategory?.picture && !subcategory.picture.startsWith('/') ? subcategory.picture : null;
  const { register, handleSubmit, control, formState, reset } = useForm<Values, unknown, SubcategoryBody>({
    resolver: formResolver(subcategoryBodySchema),
    defaultValues: { kind: subcategory?.kind ?? 'location', name: subcategory?.name ?? '', picture: preset },
  });
  const { dirtyFields } = formState;

  const submit = handleSubmit(async (values) => {
    // an uploaded picture stays unless another preset was chosen
    const body = subcategory && !dirtyFields.picture ? { kind: values.kind, name: values.name } : values;
    try {
      await save({ companyId, id: subcategory?.id, body }).unwrap();
      dispatch(showSnackbar({ key: 'admin:companies.subcategorySaved', severity: 'success' }));
      if (!subcategory) reset();
      onDone?.();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return { fields: fieldsOf({ register, formState }), control, submit, isLoading };
}

/** Adds a location/department or edits one: kind, name and a preset picture (uploads: SubcategoryPicture). */
export function SubcategoryForm({
  companyId,
  subcategory,
  onDone,
}: {
  companyId: number;
  subcategory?: CompanySubcategory;
  onDone?: () => void;
}) {
  const { t } = useTranslation('admin');
  const { fields, control, submit, isLoading } = useSubcategoryForm(companyId, subcategory, onDone);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={
        subcategory
          ? t('companies.editSubcategory', { name: subcategory.name })
          : t('companies.addSubcategory')
      }
    >
      <FormSelect
        control={control}
        name="kind"
        label={t('companies.kind')}
        options={[
          { value: 'location', label: t('companies.kinds.location') },
          { value: 'department', label: t('companies.kinds.department') },
        ]}
      />
      <TextField
        label={t('companies.subcategoryName')}
        maxLength={SUBCATEGORY_NAME_MAX}
        required
        {...fields.register('name')}
      />
      <Controller
        control={control}
        name="picture"
        render={({ field }) => (
          <Select
            label={t('companies.picture')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(value) => field.onChange(value === '' ? null : value)}
            onBlur={field.onBlur}
            options={[
              { value: '', label: t('companies.pictures.none') },
              ...SUBCATEGORY_PRESET_PICTURES.map((name) => ({
                value: name,
                label: t(`companies.pictures.${name}`),
              })),
            ]}
          />
        )}
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {subcategory ? t('companies.save') : t('companies.addSubcategory')}
      </Button>
    </form>
  );
}
