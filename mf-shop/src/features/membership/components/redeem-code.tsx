import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Membership, RedeemCodeBody } from '@officefit/domain';
import { useRedeemCodeMutation } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, TextField } from '@officefit/ui';
import { failureOf } from '../../../lib/forms/api-failure';
import { useFieldError, useServerMessage } from '../../../lib/forms/field-error';
import { deferredForm, useForm } from '../../../lib/forms/form-engine';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import { formatDate } from '../../../lib/format';

interface RedeemValues {
  code: string;
}

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

/**
 * `/extend`'s code form (issue 36): someone signed in (a guest, a lapsed member, a member adding a term) redeems a
 * membership voucher or an employer's access code. The server tells the two apart and answers each refusal with
 * a code; its text stands at the field and nothing was changed.
 */
function RedeemCodeForm() {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const serverMessage = useServerMessage();
  const [redeem, { isLoading }] = useRedeemCodeMutation();
  const [done, setDone] = useState<Membership | null>(null);
  const form = useForm<RedeemValues, unknown, RedeemCodeBody>({
    resolver: redeemForm.resolver,
    defaultValues: { code: '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const send = async (body: RedeemCodeBody) => {
    try {
      setDone((await redeem(body).unwrap()).membership);
    } catch (caught) {
      setError('code', { message: serverMessage(failureOf(caught).code) }, { shouldFocus: true });
    }
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
        {...register('code')}
        error={fieldError(formState.errors.code)}
        required
      />
      <Button type="submit" loading={isLoading}>
        {t('redeem.submit')}
      </Button>
    </form>
  );
}

/** Renders at once and downloads react-hook-form on first use (forms/form-engine.tsx). */
export const RedeemCode = deferredForm(RedeemCodeForm);
