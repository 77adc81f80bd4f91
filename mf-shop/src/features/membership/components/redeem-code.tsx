import { useState } from 'react';
import type { Control, FieldError } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { AccessCodeResponse, Membership, RedeemCodeBody } from '@officefit/domain';
import { useCheckAccessCodeMutation, useRedeemCodeMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFieldError, useServerMessage } from '../../../lib/forms/field-error';
import { deferredForm, useForm } from '../../../lib/forms/form-engine';
import { SelectField } from '../../../lib/forms/bound-fields';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import { formatDate } from '../../../lib/format';

interface RedeemValues {
  code: string;
  /** The location or department, asked for once the code turned out to be a company's that has some. */
  subcategory_id: string;
}

/** Refusals that belong to the location/department select rather than to the code. */
const PLACE_ERRORS = ['subcategory_required', 'subcategory_invalid'];

const redeemForm = lazyFormResolver<RedeemValues, RedeemCodeBody>(() =>
  import('../../../lib/forms/redeem-code').then((m) => m.redeemCodeBodySchema),
);

/** What the code started: a company membership, a voucher term now, or one that follows the running one. */
function RedeemSuccess({ membership }: { membership: Membership }) {
  const { t } = useTranslation('shop');
  let text = t('redeem.successNow', { date: membership.ends_at ? formatDate(membership.ends_at) : '' });
  if (membership.kind === 'company') {
    text = t('redeem.successCompany', { company: membership.company?.name ?? '' });
  } else if (membership.state === 'extension') {
    text = t('redeem.successLater', { date: formatDate(membership.starts_at) });
  }
  return (
    <Alert severity="success" title={t('redeem.successTitle')} data-testid="redeem-success">
      <p>{text}</p>
      <Link to="/home">{t('extend.toApp')}</Link>
    </Alert>
  );
}

/** The company the code belongs to and the select of its locations/departments (as the registration's step 3). */
function PlacePicker({
  company,
  control,
  error,
}: {
  company: AccessCodeResponse;
  control: Control<RedeemValues, unknown, RedeemCodeBody>;
  error: FieldError | undefined;
}) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  return (
    <>
      <Alert severity="info" data-testid="redeem-company">
        {t('registration.access.companyFound', { company: company.company.name })}
      </Alert>
      <SelectField
        control={control}
        name="subcategory_id"
        label={t('registration.access.subcategory')}
        options={company.subcategories.map((sub) => ({
          value: String(sub.id),
          label: t(`registration.access.subcategoryKinds.${sub.kind}`, { name: sub.name }),
        }))}
        error={fieldError(error)}
        required
      />
    </>
  );
}

/**
 * `/extend`'s code form (issue 36): someone signed in (a guest, a lapsed member, a member adding a term) redeems a
 * membership voucher or an employer's access code. The server tells the two apart and answers each refusal with
 * a code; its text stands at the field and nothing was changed. A company code of a company with locations or
 * departments is refused until one is chosen: the form then looks the code up as the registration does
 * (POST registration/access-code) and offers the company's places.
 */
function RedeemCodeForm() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const serverMessage = useServerMessage();
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [checkCode, { isLoading: checking }] = useCheckAccessCodeMutation();
  const [done, setDone] = useState<Membership | null>(null);
  const [company, setCompany] = useState<AccessCodeResponse | null>(null);
  const form = useForm<RedeemValues, unknown, RedeemCodeBody>({
    resolver: redeemForm.resolver,
    defaultValues: { code: '', subcategory_id: '' },
  });
  const { register, handleSubmit, setError, setValue, control, formState } = form;

  /** The company's places for the select; a single one is chosen already. */
  const askForPlace = async (code: string) => {
    const found = await checkCode({ code }).unwrap();
    setCompany(found);
    const only = found.subcategories.length === 1 ? found.subcategories[0] : undefined;
    setValue('subcategory_id', only ? String(only.id) : '');
  };

  const send = async (body: RedeemCodeBody) => {
    try {
      setDone((await redeem(body).unwrap()).membership);
    } catch (caught) {
      const { code } = failureOf(caught);
      if (!PLACE_ERRORS.includes(code)) {
        setError('code', { message: serverMessage(code) }, { shouldFocus: true });
        return;
      }
      if (!company) {
        try {
          await askForPlace(body.code);
        } catch (lookup) {
          setError('code', { message: serverMessage(failureOf(lookup).code) }, { shouldFocus: true });
          return;
        }
      }
      setError('subcategory_id', { message: serverMessage(code) }, { shouldFocus: true });
    }
  };

  const forgetCompany = () => {
    setCompany(null);
    setValue('subcategory_id', '');
  };

  if (done) return <RedeemSuccess membership={done} />;
  return (
    <form
      onSubmit={handleSubmit(send)}
      onFocus={redeemForm.preload}
      noValidate
      aria-label={t('redeem.formLabel')}
    >
      <p>{t('redeem.intro')}</p>
      <TextField
        label={t('redeem.code')}
        autoComplete="off"
        spellCheck={false}
        {...register('code', { onChange: forgetCompany })}
        error={fieldError(formState.errors.code)}
        required
      />
      {company && company.subcategories.length > 0 && (
        <PlacePicker company={company} control={control} error={formState.errors.subcategory_id} />
      )}
      <Button type="submit" loading={isLoading || checking}>
        {t('redeem.submit')}
      </Button>
    </form>
  );
}

/** Renders at once and downloads react-hook-form on first use (forms/form-engine.tsx). */
export const RedeemCode = deferredForm(RedeemCodeForm);
