import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showSnackbar, toApiFailure, useAppDispatch } from '@officefit/api';
import {
  type AdminVoucher,
  MEMBERSHIP_DURATIONS,
  VOUCHER_BATCH_MAX,
  VOUCHER_HOURLY_MAX,
  voucherCreateBodySchema,
  type VoucherCreateBody,
} from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { formResolver } from '@officefit/i18n/form';
import { Button, RadioGroup, TextField } from '@officefit/ui';
import { fieldsOf, refusalKey } from '../../../lib/form';
import { useCreateVouchersMutation } from '../api/vouchers';

interface Values {
  duration: string;
  count: string;
  max_uses: string;
  valid_until: string;
}

const EMPTY: Values = { duration: '', count: '1', max_uses: '1', valid_until: '' };

/**
 * The form checked by the same schema as the server; after a print run it starts afresh (a new key also resets
 * the radio group), a refusal past the hourly limit is shown at the number field.
 */
function useVoucherForm(onCreated: (made: AdminVoucher[]) => void) {
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const [create, { isLoading }] = useCreateVouchersMutation();
  const [formKey, setFormKey] = useState(0);
  const form = useForm<Values, unknown, VoucherCreateBody>({
    resolver: formResolver(voucherCreateBodySchema),
    defaultValues: EMPTY,
  });
  const { reset, setError } = form;
  const submit = form.handleSubmit(async (body) => {
    try {
      const made = await create(body).unwrap();
      dispatch(
        showSnackbar({
          key: 'admin:vouchers.created',
          values: { count: made.vouchers.length },
          severity: 'success',
        }),
      );
      onCreated(made.vouchers);
      reset(EMPTY);
      setFormKey((key) => key + 1);
    } catch (error) {
      // past the hourly limit (the server counts per staff member) the number field says so
      if (toApiFailure(error as Parameters<typeof toApiFailure>[0]).code === 'voucher_hourly_limit') {
        const message = t('errors.voucher_hourly_limit', { max: VOUCHER_HOURLY_MAX });
        setError('count', { message }, { shouldFocus: true });
      }
      dispatch(
        showSnackbar({ key: refusalKey(error), values: { max: VOUCHER_HOURLY_MAX }, severity: 'error' }),
      );
    }
  });
  return { form, submit, formKey, isLoading };
}

/**
 * Makes a print run of membership vouchers (administrators, like a company's access codes): the term, how many
 * codes, uses per code and the last valid day; the server draws the codes and checks the limits again.
 */
export function VoucherForm({ onCreated }: { onCreated: (made: AdminVoucher[]) => void }) {
  const { t } = useTranslation('admin');
  const { form, submit, formKey, isLoading } = useVoucherForm(onCreated);
  const { control } = form;
  const fields = fieldsOf(form);

  return (
    <form key={formKey} onSubmit={submit} noValidate aria-label={t('vouchers.create')}>
      <Controller
        control={control}
        name="duration"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('vouchers.duration')}
            direction="row"
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={MEMBERSHIP_DURATIONS.map((d) => ({ value: d, label: t(`vouchers.durations.${d}`) }))}
          />
        )}
      />
      <TextField
        label={t('vouchers.count')}
        hint={t('vouchers.countHint', { max: VOUCHER_BATCH_MAX })}
        inputMode="numeric"
        required
        {...fields.register('count')}
      />
      <TextField
        label={t('vouchers.maxUses')}
        hint={t('vouchers.maxUsesHint')}
        inputMode="numeric"
        required
        {...fields.register('max_uses')}
      />
      <TextField
        label={t('vouchers.validUntil')}
        hint={t('vouchers.validUntilHint')}
        type="date"
        {...fields.register('valid_until')}
      />
      <Button type="submit" variant="secondary" loading={isLoading}>
        {t('vouchers.create')}
      </Button>
    </form>
  );
}
