import { useEffect } from 'react';
import type { FieldError } from 'react-hook-form';
import { Controller, FormProvider, useForm, useWatch } from '../../../lib/forms/form-engine';
import styled from 'styled-components';
import type { AccessCodeResponse } from '@officefit/domain';
import { useCheckAccessCodeMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, RadioGroup, Select, TextField } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFieldError, useServerMessage } from '../../../lib/forms/field-error';
import { useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { PaidTermFields } from '../../../lib/forms/paid-term-fields';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import type { AccessOutput, AccessValues } from '../values';
import { StepActions } from '../../../lib/step-actions';

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

/** A server answer that belongs to one field of this step (e.g. voucher_used on the code). */
export interface AccessServerError {
  field:
    'access.code' | 'access.subcategory_id' | 'access.type' | 'access.payment.iban' | 'access.payment.bic';
  code: string;
}

const accessForm = lazyFormResolver<AccessValues, AccessOutput>(() =>
  import('../form').then((m) => m.accessStepSchema),
);

/**
 * Step 3: how the account gets access. Employees enter their company access code (checked at once; then they
 * pick their location or department); private persons redeem a voucher, start the trial week or buy a
 * membership (duration, interval, SEPA or invoice, with the price of GET membership/offers).
 */
export function AccessStep({
  defaultValues,
  employment,
  company,
  onCompany,
  serverError,
  busy,
  onSubmit,
  onBack,
}: {
  defaultValues: AccessValues;
  employment: string;
  /** The company of the last successful code check (kept by the wizard across Back). */
  company: AccessCodeResponse | null;
  onCompany: (company: AccessCodeResponse | null) => void;
  serverError: AccessServerError | null;
  busy: boolean;
  onSubmit: (values: AccessValues, output: AccessOutput) => void;
  onBack: (values: AccessValues) => void;
}) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const serverMessage = useServerMessage();
  const [checkCode, { isLoading: checking }] = useCheckAccessCodeMutation();
  const form = useForm<AccessValues, unknown, AccessOutput>({
    resolver: accessForm.resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { register, handleSubmit, control, getValues, setError, clearErrors, setValue, formState } = form;
  const { errors } = formState;
  const focus = useFocusFirstError();
  const type = useWatch({ control, name: 'access.type' });

  useEffect(() => {
    if (serverError) {
      setError(serverError.field, { message: serverMessage(serverError.code) }, { shouldFocus: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; serverMessage is a new function each render
  }, [serverError, setError]);

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

  return (
    <FormProvider {...form}>
      <form
        ref={focus.ref}
        onSubmit={handleSubmit((output) => onSubmit(getValues(), output), focus.onInvalid)}
        onFocus={accessForm.preload}
        noValidate
        aria-label={t('registration.steps.access')}
      >
        {employment === 'company' ? (
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
                  <Controller
                    control={control}
                    name="access.subcategory_id"
                    render={({ field }) => (
                      <Select
                        label={t('registration.access.subcategory')}
                        name={field.name}
                        value={field.value || null}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        options={company.subcategories.map((sub) => ({
                          value: String(sub.id),
                          label: t(`registration.access.subcategoryKinds.${sub.kind}`, { name: sub.name }),
                        }))}
                        error={fieldError(errors.access?.subcategory_id)}
                      />
                    )}
                  />
                )}
              </>
            )}
          </>
        ) : (
          <>
            <Controller
              control={control}
              name="access.type"
              render={({ field }) => (
                <RadioGroup
                  label={t('registration.access.type')}
                  name={field.name}
                  value={field.value || undefined}
                  onChange={field.onChange}
                  options={(['trial', 'voucher', 'paid'] as const).map((option) => ({
                    value: option,
                    label: t(`registration.access.types.${option}`),
                    hint: t(`registration.access.typeHints.${option}`),
                  }))}
                  error={
                    fieldError(errors.access?.type) ?? fieldError(errors.access as FieldError | undefined)
                  }
                  required
                />
              )}
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
        )}
        <StepActions onBack={() => onBack(getValues())} submitLabel={t('registration.submit')} busy={busy} />
      </form>
    </FormProvider>
  );
}
