import type { FieldError } from 'react-hook-form';
import { useFormContext, useWatch } from '../../../lib/forms/form-engine';
import styled from 'styled-components';
import type { AccessCodeResponse } from '@officefit/domain';
import { useCheckAccessCodeMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { RadioGroupField, SelectField } from '../../../lib/forms/bound-fields';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFieldError, useServerMessage } from '../../../lib/forms/field-error';
import { PaidTermFields } from '../../../lib/forms/paid-term-fields';
import type { AccessOutput, AccessValues } from '../values';

const CodeRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
  }

  & > button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const useAccessForm = () => useFormContext<AccessValues, unknown, AccessOutput>();

/** Checks the company access code at once; a single location or department is then chosen for the user. */
function useCheckCode(onCompany: (company: AccessCodeResponse | null) => void) {
  const { t } = useTranslation('shop');
  const serverMessage = useServerMessage();
  const { getValues, setError, clearErrors, setValue } = useAccessForm();
  const [checkCode, { isLoading: checking }] = useCheckAccessCodeMutation();
  const check = async () => {
    const code = getValues('access.code').trim();
    if (!code) {
      setError('access.code', { message: t('validation:required') }, { shouldFocus: true });
      return;
    }
    try {
      const result = await checkCode({ code }).unwrap();
      clearErrors('access.code');
      onCompany(result);
      const only = result.subcategories.length === 1 ? result.subcategories[0] : undefined;
      setValue('access.subcategory_id', only ? String(only.id) : '');
    } catch (caught) {
      onCompany(null);
      setError('access.code', { message: serverMessage(failureOf(caught).code) }, { shouldFocus: true });
    }
  };
  return { check, checking };
}

interface CompanyAccessProps {
  company: AccessCodeResponse | null;
  onCompany: (company: AccessCodeResponse | null) => void;
}

/** An employee: the company access code with its check, then the location or department. */
export function CompanyAccessFields({ company, onCompany }: CompanyAccessProps) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const { register, control, formState } = useAccessForm();
  const { errors } = formState;
  const { check, checking } = useCheckCode(onCompany);
  return (
    <>
      <p>{t('registration.access.companyIntro')}</p>
      <CodeRow>
        <TextField
          label={t('registration.access.accessCode')}
          autoComplete="off"
          spellCheck={false}
          {...register('access.code', { onChange: () => onCompany(null) })}
          error={fieldError(errors.access?.code)}
          required
        />
        <Button type="button" variant="secondary" loading={checking} onClick={() => void check()}>
          {t('registration.access.checkCode')}
        </Button>
      </CodeRow>
      {company && (
        <>
          <Alert severity="success" data-testid="access-company">
            {t('registration.access.companyFound', { company: company.company.name })}
          </Alert>
          {company.subcategories.length > 0 && (
            <SelectField
              control={control}
              name="access.subcategory_id"
              label={t('registration.access.subcategory')}
              options={company.subcategories.map((sub) => ({
                value: String(sub.id),
                label: t(`registration.access.subcategoryKinds.${sub.kind}`, { name: sub.name }),
              }))}
              error={fieldError(errors.access?.subcategory_id)}
            />
          )}
        </>
      )}
    </>
  );
}

/** A private person: the trial week, a voucher code or a paid membership. */
export function PrivateAccessFields() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const { register, control, formState } = useAccessForm();
  const { errors } = formState;
  const type = useWatch({ control, name: 'access.type' });
  return (
    <>
      <RadioGroupField
        control={control}
        name="access.type"
        label={t('registration.access.type')}
        options={(['trial', 'voucher', 'paid'] as const).map((option) => ({
          value: option,
          label: t(`registration.access.types.${option}`),
          hint: t(`registration.access.typeHints.${option}`),
        }))}
        error={fieldError(errors.access?.type) ?? fieldError(errors.access as FieldError | undefined)}
        required
      />
      {type === 'voucher' && (
        <TextField
          label={t('registration.access.voucherCode')}
          autoComplete="off"
          spellCheck={false}
          {...register('access.code')}
          error={fieldError(errors.access?.code)}
          required
        />
      )}
      {type === 'paid' && <PaidTermFields prefix="access." />}
    </>
  );
}
