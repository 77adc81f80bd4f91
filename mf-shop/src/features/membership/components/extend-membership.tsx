import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, deferredForm } from '../../../lib/forms/form-engine';
import { Link } from 'react-router-dom';
import type { ExtendMembershipBody, Membership } from '@officefit/domain';
import {
  useExtendMembershipMutation,
  useGetMembershipOffersQuery,
  useGetMembershipQuery,
} from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, Button, ConfirmDialog, Stack } from '@officefit/ui';
import { useIdempotencyKey } from '../../../lib/forms/idempotency';
import { revealBelowHeader, useFocusFirstError } from '../../../lib/forms/focus-first-error';
import { formatDate, formatPrice } from '../../../lib/format';
import { lazyFormResolver } from '../../../lib/forms/lazy-resolver';
import { emptyPaidTerm, type ExtendFormValues } from '../../../lib/forms/paid-term-values';
import { PaidTermFields } from '../../../lib/forms/paid-term-fields';

type ExtendOutput = ExtendMembershipBody & { sepa_mandate: boolean };

/**
 * The success screen: the extension waits for the payment, then takes effect (paid by invoice it is booked at
 * once and the invoice is due by the date shown). It replaces the long form, so the
 * page shrinks under the reader: the result is brought below the sticky header and gets the focus (screen readers
 * read it next).
 */
export function ExtendSuccess({ membership, settled = true }: { membership: Membership; settled?: boolean }) {
  const { t } = useTranslation('shop');
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result.current) return;
    revealBelowHeader(result.current);
    result.current.focus({ preventScroll: true });
  }, []);
  // the overview above reloads with the booked extension (an open invoice adds its notice) and pushes the result
  // down: brought back into view once it has (a no-op when it still is)
  useEffect(() => {
    if (settled && result.current) revealBelowHeader(result.current);
  }, [settled]);
  return (
    <Alert
      ref={result}
      tabIndex={-1}
      severity="success"
      title={t('extend.successTitle')}
      data-testid="extend-success"
    >
      {membership.invoice_due_at ? (
        <p>
          {t('extend.successInvoice', {
            date: formatDate(membership.invoice_due_at),
            reference: membership.contract_reference,
          })}
        </p>
      ) : (
        <>
          <p>{t('extend.successText')}</p>
          {membership.ends_at && <p>{t('extend.successEnds', { date: formatDate(membership.ends_at) })}</p>}
        </>
      )}
      <Link to="/home">{t('extend.toApp')}</Link>
    </Alert>
  );
}

/** The cancelled screen: nothing was booked; "try again" resends the same attempt (same idempotency key). */
export function ExtendCancelled({
  onRetry,
  onEdit,
  busy,
}: {
  onRetry: () => void;
  onEdit: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('shop');
  return (
    <Alert severity="error" title={t('extend.cancelledTitle')} data-testid="extend-cancelled">
      <p>{t('extend.cancelledText')}</p>
      <Stack direction="responsive-row" gap="sm">
        <Button onClick={onRetry} loading={busy}>
          {t('common:actions.retry')}
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          {t('extend.edit')}
        </Button>
      </Stack>
    </Alert>
  );
}

const extendForm = lazyFormResolver<ExtendFormValues, ExtendOutput>(() =>
  import('../../../lib/forms/paid-term').then((m) => m.extendFormSchema),
);

/** Sends the extension once per body (idempotency key); keeps the last attempt for a retry and its outcome. */
function useExtendCall() {
  const [extend, { isLoading }] = useExtendMembershipMutation();
  const keyFor = useIdempotencyKey();
  const [result, setResult] = useState<{ membership: Membership } | 'cancelled' | null>(null);
  const [attempt, setAttempt] = useState<ExtendMembershipBody | null>(null);
  const send = async (body: ExtendMembershipBody) => {
    setAttempt(body);
    try {
      const answer = await extend({ body, idempotencyKey: keyFor(body) }).unwrap();
      setResult({ membership: answer.membership });
    } catch {
      setResult('cancelled');
    }
  };
  return { send, result, setResult, attempt, isLoading };
}

/**
 * `/extend`'s form (spec §2 membership renewal): duration with price, billing interval and payment, a
 * confirmation with the price, then the success or cancelled result.
 */
function ExtendMembershipForm() {
  const { t } = useTranslation('shop');
  const offers = useGetMembershipOffersQuery();
  const { data: overview, isFetching: overviewLoading } = useGetMembershipQuery();
  const { send, result, setResult, attempt, isLoading } = useExtendCall();
  const [confirming, setConfirming] = useState<ExtendOutput | null>(null);
  const form = useForm<ExtendFormValues, unknown, ExtendOutput>({
    resolver: extendForm.resolver,
    defaultValues: { ...emptyPaidTerm, sepa_mandate: false },
    shouldFocusError: false,
  });

  const focus = useFocusFirstError();

  const confirm = () => {
    if (!confirming) return;
    const { sepa_mandate: _mandate, ...body } = confirming;
    setConfirming(null);
    void send(body);
  };

  if (result === 'cancelled') {
    return (
      <ExtendCancelled
        busy={isLoading}
        onRetry={() => attempt && void send(attempt)}
        onEdit={() => setResult(null)}
      />
    );
  }
  if (result) return <ExtendSuccess membership={result.membership} settled={!overviewLoading} />;
  // the overview above shows loading and errors; the backend refuses these two cases, so the form is not offered
  if (!overview) return null;
  if (overview.pending) return <Alert severity="info">{t('extend.pendingExists')}</Alert>;
  if (overview.current?.kind === 'company' && overview.current.state === 'active') {
    return <Alert severity="info">{t('extend.company')}</Alert>;
  }

  const price = offers.data?.offers.find((offer) => offer.duration === confirming?.duration);
  return (
    <FormProvider {...form}>
      <form
        ref={focus.ref}
        onSubmit={form.handleSubmit(setConfirming, focus.onInvalid)}
        onFocus={extendForm.preload}
        noValidate
        aria-label={t('extend.formLabel')}
      >
        <PaidTermFields />
        <Button type="submit" loading={isLoading}>
          {t('extend.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t('extend.confirmTitle')}
        message={
          confirming && (
            <p>
              {t('extend.confirmText', {
                duration: t(`offers.durations.${confirming.duration}`),
                interval: t(`offers.intervals.${confirming.billing_interval}`),
                payment: t(`payment.${confirming.payment.type}`),
                price: price ? formatPrice(price.price_cents) : '',
              })}
            </p>
          )
        }
        confirmLabel={t('extend.confirm')}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </FormProvider>
  );
}

/** Renders at once and downloads react-hook-form on first use (forms/form-engine.tsx). */
export const ExtendMembership = deferredForm(ExtendMembershipForm);
