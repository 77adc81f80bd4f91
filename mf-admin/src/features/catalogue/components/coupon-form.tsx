import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { showSnackbar, useAppDispatch } from '@officefit/api';
import { COUPON_CODE_MAX, couponBodySchema, type Coupon, type CouponBodyInput } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Button, Checkbox, Select, TextField } from '@officefit/ui';
import { refusalKey } from '../../companies/form';
import { useSaveCouponMutation } from '../api/shop-admin';
import { mappedResolver } from '../model/mapped-resolver';

const Grid = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Values {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent (1–100) or euros as typed for a fixed amount (sent as cents). */
  value: string;
  valid_from: string;
  valid_until: string;
  usage_limit: string;
  active: boolean;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toBody(values: Values): CouponBodyInput {
  let value = values.value.trim();
  const euros = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (values.kind === 'fixed' && euros) {
    value = String(Number(euros[1]) * 100 + Number((euros[2] ?? '0').padEnd(2, '0')));
  }
  return {
    code: values.code.trim(),
    kind: values.kind,
    value,
    valid_from: blankToNull(values.valid_from),
    valid_until: blankToNull(values.valid_until),
    usage_limit: blankToNull(values.usage_limit),
    active: values.active,
  };
}

function toValues(coupon?: Coupon): Values {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value:
      coupon === undefined
        ? ''
        : coupon.kind === 'fixed'
          ? (coupon.value / 100).toFixed(2).replace('.', ',')
          : String(coupon.value),
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    usage_limit: coupon?.usage_limit == null ? '' : String(coupon.usage_limit),
    active: coupon?.active ?? true,
  };
}

/** Creates (no `coupon`) or edits a coupon: percentage or fixed amount, validity dates, usage limit, active. */
export function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [save, saveState] = useSaveCouponMutation();
  const resolver = useMemo(() => mappedResolver<Values>(couponBodySchema, toBody), []);
  const { register, control, handleSubmit, formState, watch } = useForm<Values>({
    resolver,
    defaultValues: toValues(coupon),
  });
  const { errors } = formState;
  const kind = watch('kind');

  const submit = handleSubmit(async (values) => {
    try {
      await save({ id: coupon?.id, body: toBody(values) }).unwrap();
      dispatch(showSnackbar({ key: 'admin:shopAdmin.couponSaved', severity: 'success' }));
      onDone();
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={coupon ? t('shopAdmin.editCoupon', { code: coupon.code }) : t('shopAdmin.newCoupon')}
    >
      <Grid>
        <TextField
          label={t('shopAdmin.code')}
          hint={t('shopAdmin.codeHint')}
          required
          maxLength={COUPON_CODE_MAX}
          {...register('code')}
          error={errors.code?.message}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <Select
              label={t('shopAdmin.kind')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={(['percent', 'fixed'] as const).map((k) => ({
                value: k,
                label: t(`shopAdmin.kinds.${k}`),
              }))}
            />
          )}
        />
        <TextField
          label={kind === 'fixed' ? t('shopAdmin.valueEuros') : t('shopAdmin.valuePercent')}
          required
          inputMode="decimal"
          {...register('value')}
          error={errors.value?.message}
        />
        <TextField
          label={t('shopAdmin.usageLimit')}
          hint={t('shopAdmin.usageLimitHint')}
          inputMode="numeric"
          {...register('usage_limit')}
          error={errors.usage_limit?.message}
        />
        <TextField
          type="date"
          label={t('shopAdmin.validFrom')}
          {...register('valid_from')}
          error={errors.valid_from?.message}
        />
        <TextField
          type="date"
          label={t('shopAdmin.validUntil')}
          {...register('valid_until')}
          error={errors.valid_until?.message}
        />
      </Grid>
      <Checkbox label={t('shopAdmin.active')} {...register('active')} />
      <Actions>
        <Button type="submit" loading={saveState.isLoading}>
          {t('shopAdmin.save')}
        </Button>
        <Button variant="text" onClick={onDone}>
          {t('shopAdmin.cancel')}
        </Button>
      </Actions>
    </form>
  );
}
