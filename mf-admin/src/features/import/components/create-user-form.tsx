import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  createUserBodySchema,
  USER_NAME_MAX,
  type CreatedUser,
  type CreateUserBody,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, Select, TextField } from '@officefit/ui';
import { useGetCompanyQuery } from '../../companies';
import { formResolver } from '@officefit/i18n/form';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf, refusalKey } from '../../../lib/form';
import { useCreateUserMutation } from '../api/users';
import { CompanyChoice } from './company-choice';

interface Values {
  email: string;
  first_name: string;
  last_name: string;
  lang: 'de-DE' | 'en-US';
  role: 'subscriber' | 'company_owner';
  company_id: number | null;
  subcategory_id: number | null;
  membership_months: string;
}

const EMPTY: Values = {
  email: '',
  first_name: '',
  last_name: '',
  lang: 'de-DE',
  role: 'subscriber',
  company_id: null,
  subcategory_id: null,
  membership_months: '12',
};

type Form = UseFormReturn<Values, unknown, CreateUserBody>;

/** The form checked by the same schema as the server; the user just created is shown above the emptied form. */
function useCreateUserForm() {
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreateUserMutation();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const form = useForm<Values, unknown, CreateUserBody>({
    resolver: formResolver(createUserBodySchema),
    defaultValues: EMPTY,
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      const user = await create({
        ...body,
        membership_months: body.company_id == null ? null : (body.membership_months ?? null),
      }).unwrap();
      setCreated(user);
      form.reset(EMPTY);
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return { form, submit, created, isLoading };
}

/** Creates one user; with a company, optionally at a location/department and with a company membership. */
export function CreateUserForm() {
  const { t } = useTranslation('admin');
  const { form, submit, created, isLoading } = useCreateUserForm();
  const { control, setValue } = form;
  const { errors } = form.formState;
  const fields = fieldsOf(form);
  const companyId = useWatch({ control, name: 'company_id' });

  return (
    <form onSubmit={submit} noValidate aria-label={t('newUser.title')}>
      {created && (
        <Alert severity="success" data-testid="user-created">
          {t('newUser.created', { email: created.email })}
        </Alert>
      )}
      <TextField label={t('newUser.email')} type="email" required {...fields.register('email')} />
      <TextField
        label={t('newUser.firstName')}
        required
        maxLength={USER_NAME_MAX}
        {...fields.register('first_name')}
      />
      <TextField
        label={t('newUser.lastName')}
        required
        maxLength={USER_NAME_MAX}
        {...fields.register('last_name')}
      />
      <FormSelect
        control={control}
        name="lang"
        label={t('newUser.lang')}
        options={[
          { value: 'de-DE', label: t('lang.de') },
          { value: 'en-US', label: t('lang.en') },
        ]}
      />
      <Controller
        control={control}
        name="company_id"
        render={({ field }) => (
          <CompanyChoice
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              setValue('subcategory_id', null);
            }}
            error={errors.company_id?.message}
          />
        )}
      />
      {companyId !== null && <CompanyFields form={form} companyId={companyId} />}
      <p>{t('newUser.passwordHint')}</p>
      <Button type="submit" loading={isLoading}>
        {t('newUser.submit')}
      </Button>
    </form>
  );
}

/** With a company: the location/department, the role in the company and the months of the company membership. */
function CompanyFields({ form, companyId }: { form: Form; companyId: number }) {
  const { t } = useTranslation('admin');
  const { control } = form;
  const { errors } = form.formState;
  const fields = fieldsOf(form);
  const { data: company } = useGetCompanyQuery(companyId);
  return (
    <>
      <Controller
        control={control}
        name="subcategory_id"
        render={({ field }) => (
          <Select
            label={t('newUser.subcategory')}
            value={field.value === null ? '' : String(field.value)}
            onChange={(v) => field.onChange(v === '' ? null : Number(v))}
            error={errors.subcategory_id?.message}
            options={[
              { value: '', label: t('newUser.noSubcategory') },
              ...(company?.subcategories ?? []).map((s) => ({
                value: String(s.id),
                label: `${s.name} (${t(`companies.kinds.${s.kind}`)})`,
              })),
            ]}
          />
        )}
      />
      <FormSelect
        control={control}
        name="role"
        label={t('newUser.role')}
        options={[
          { value: 'subscriber', label: t('roles.subscriber') },
          { value: 'company_owner', label: t('roles.company_owner') },
        ]}
      />
      <TextField
        label={t('newUser.months')}
        hint={t('newUser.monthsHint')}
        inputMode="numeric"
        {...fields.register('membership_months', {
          setValueAs: (v: string) => (v.trim() === '' ? null : v.trim()),
        })}
      />
    </>
  );
}
