import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import {
  COMPANY_GOAL_TEXT_MAX,
  COMPANY_NAME_MAX,
  type CompanyBody,
  type CompanyDetail,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Checkbox, TextField } from '@officefit/ui';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../api/companies';
import { formResolver } from '@officefit/i18n/form';
import { fieldsOf, refusalKey } from '../../../lib/form';
import { companyFormSchema, joinDomains, splitDomains } from '../domains';

interface Values {
  name: string;
  enable_subranking: boolean;
  goal_text: string;
  goal_points: string;
  /** The mail domains as typed: comma, space or line separated. */
  email_domains: string;
  /** Only addresses on those domains may use the access codes (spec §5). */
  company_email_only: boolean;
}

/**
 * The domains field's error: the list's own (too many) or the first bad domain's, named (zod reports it at
 * `email_domains.<index>`, so react-hook-form keeps an array there).
 */
function domainsError(error: unknown, text: string, bad: (domain: string) => string): string | undefined {
  if (!error) return undefined;
  if (typeof (error as FieldError).message === 'string') return (error as FieldError).message;
  const index = Array.isArray(error) ? error.findIndex((item) => item !== undefined) : -1;
  return bad(splitDomains(text)[index] ?? '');
}

/** The form's values for a company, or empty ones for a new company. */
function formValues(company: CompanyDetail | undefined): Values {
  return {
    name: company?.name ?? '',
    enable_subranking: company?.enable_subranking ?? false,
    goal_text: company?.goal_text ?? '',
    goal_points: company?.goal_points == null ? '' : String(company.goal_points),
    email_domains: joinDomains(company?.email_domains ?? []),
    company_email_only: company?.company_email_only ?? false,
  };
}

/**
 * Creates a company (no `company`) or edits its name, subranking flag, goal, goal points, mail domains and whether
 * its access codes admit only addresses on them (administrators).
 */
export function CompanyForm({ company }: { company?: CompanyDetail }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create, createState] = useCreateCompanyMutation();
  const [update, updateState] = useUpdateCompanyMutation();
  const { register, handleSubmit, formState, getValues } = useForm<Values, unknown, CompanyBody>({
    resolver: formResolver(companyFormSchema),
    defaultValues: formValues(company),
  });
  const { errors } = formState;
  const fields = fieldsOf({ register, formState });

  const submit = handleSubmit(async (values) => {
    const body = {
      ...values,
      goal_text: values.goal_text ? values.goal_text : null,
      goal_points: values.goal_points ?? null,
    };
    try {
      if (company) {
        await update({ id: company.id, body }).unwrap();
        dispatch(showSnackbar({ key: 'admin:companies.saved', severity: 'success' }));
      } else {
        const created = await create(body).unwrap();
        dispatch(showSnackbar({ key: 'admin:companies.created', severity: 'success' }));
        void navigate(`/admin/companies/${created.id}`);
      }
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={company ? t('companies.editLabel') : t('companies.create')}
    >
      <TextField
        label={t('companies.name')}
        maxLength={COMPANY_NAME_MAX}
        required
        {...fields.register('name')}
      />
      <Checkbox label={t('companies.subrankingLabel')} {...register('enable_subranking')} />
      <TextField
        label={t('companies.goalText')}
        hint={t('companies.goalTextHint')}
        maxLength={COMPANY_GOAL_TEXT_MAX}
        {...fields.register('goal_text')}
      />
      <TextField
        label={t('companies.goalPoints')}
        hint={t('companies.goalPointsHint')}
        inputMode="numeric"
        {...fields.register('goal_points', {
          setValueAs: (v: string) => (v.trim() === '' ? null : v.trim()),
        })}
      />
      <TextField
        label={t('companies.emailDomains')}
        hint={t('companies.emailDomainsHint')}
        multiline
        {...register('email_domains')}
        error={domainsError(errors.email_domains, getValues('email_domains'), (domain) =>
          t('companies.domainInvalid', { domain }),
        )}
      />
      <Checkbox label={t('companies.companyEmailOnly')} {...register('company_email_only')} />
      <Button type="submit" loading={createState.isLoading || updateState.isLoading}>
        {company ? t('companies.save') : t('companies.create')}
      </Button>
    </form>
  );
}
