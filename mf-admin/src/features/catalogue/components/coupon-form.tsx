import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { COUPON_CODE_MAX, couponBodySchema, type Coupon, type CouponBodyInput } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, TextField } from '@officefit/ui';
import { FormSelect } from '../../../lib/components/form-select';
import { fieldsOf } from '../../../lib/form';
import { useSaveCouponMutation } from '../api/shop-admin';
import { blankToNull, centsToEuros, eurosToCents } from '../model/form-values';
import { mappedResolver } from '../model/mapped-resolver';
import { FormActions, FormGrid, useSaveAndClose } from './shop-editor';

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

const COUPON_KINDS: readonly Values['kind'][] = ['percent', 'fixed'];

function toBody(values: Values): CouponBodyInput {
  const value = values.value.trim();
  return {
    code: values.code.trim(),
    kind: values.kind,
    value: values.kind === 'fixed' ? (eurosToCents(value) ?? value) : value,
    valid_from: blankToNull(values.valid_from),
    valid_until: blankToNull(values.valid_until),
    usage_limit: blankToNull(values.usage_limit),
    active: values.active,
  };
}

function toValues(lang: string, coupon?: Coupon): Values {
  return {
    code: coupon?.code ?? '',
    kind: coupon?.kind ?? 'percent',
    value:
      coupon === undefined
        ? ''
        : coupon.kind === 'fixed'
          ? centsToEuros(coupon.value, lang)
          : String(coupon.value),
    valid_from: coupon?.valid_from ?? '',
    valid_until: coupon?.valid_until ?? '',
    usage_limit: coupon?.usage_limit == null ? '' : String(coupon.usage_limit),
    active: coupon?.active ?? true,
  };
}

/** Creates (no `coupon`) or edits a coupon: percentage or fixed amount, validity dates, usage limit, active. */
export function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [save, saveState] = useSaveCouponMutation();
  const saveAndClose = useSaveAndClose(onDone);
  const resolver = useMemo(() => mappedResolver<Values>(couponBodySchema, toBody), []);
  const { register, control, handleSubmit, formState, watch } = useForm<Values>({
    resolver,
    defaultValues: toValues(i18n.language, coupon),
  });
  const fields = fieldsOf({ register, formState });
  const kind = watch('kind');

  const submit = handleSubmit((values) =>
    saveAndClose(
      () => save({ id: coupon?.id, body: toBody(values) }).unwrap(),
      'admin:shopAdmin.couponSaved',
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={coupon ? t('shopAdmin.editCoupon', { code: coupon.code }) : t('shopAdmin.newCoupon')}
    >
      <FormGrid>
        <TextField
          label={t('shopAdmin.code')}
          hint={t('shopAdmin.codeHint')}
          required
          maxLength={COUPON_CODE_MAX}
          {...fields.register('code')}
        />
        {/* percentage or fixed amount; the value field's label follows it */}
        <FormSelect
          control={control}
          name="kind"
          label={t('shopAdmin.kind')}
          required
          options={COUPON_KINDS.map((k) => ({ value: k, label: t(`shopAdmin.kinds.${k}`) }))}
        />
        <TextField
          label={kind === 'fixed' ? t('shopAdmin.valueEuros') : t('shopAdmin.valuePercent')}
          required
          inputMode="decimal"
          {...fields.register('value')}
        />
        <TextField
          label={t('shopAdmin.usageLimit')}
          hint={t('shopAdmin.usageLimitHint')}
          inputMode="numeric"
          {...fields.register('usage_limit')}
        />
        <TextField type="date" label={t('shopAdmin.validFrom')} {...fields.register('valid_from')} />
        <TextField type="date" label={t('shopAdmin.validUntil')} {...fields.register('valid_until')} />
      </FormGrid>
      <Checkbox label={t('shopAdmin.active')} {...register('active')} />
      <FormActions saving={saveState.isLoading} onCancel={onDone} />
    </form>
  );
}
