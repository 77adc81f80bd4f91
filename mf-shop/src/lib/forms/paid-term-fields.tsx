import { Controller, useFormContext, useWatch } from './form-engine';
import { useGetMembershipOffersQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { QueryState, RadioGroup } from '@officefit/ui';
import { errorAt, useFieldError } from './field-error';
import { PaymentFields } from './payment-fields';
import { formatPrice } from '../format';
import { intervalsFor } from './paid-term-values';

/**
 * Duration (with its price from GET membership/offers), billing interval, and SEPA direct debit (IBAN, account
 * owner, mandate consent) or invoice. Used inside a react-hook-form form whose paid-term fields sit under
 * `prefix` ("" on /extend, "access." in the registration) and whose mandate consent is `sepa_mandate`.
 */
export function PaidTermFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError();
  const offers = useGetMembershipOffersQuery();
  // the field paths are built from the prefix, so the form's own value type cannot check them here
  const { control, formState, setValue } = useFormContext<Record<string, unknown>>();
  const at = (name: string) => `${prefix}${name}`;
  const duration = useWatch({ control, name: at('duration') }) as string;
  const error = (name: string) => fieldError(errorAt(formState.errors, at(name)));

  return (
    <>
      <QueryState query={offers} isEmpty={(data) => data.offers.length === 0} empty={t('offers.empty')}>
        {(data) => (
          <Controller
            control={control}
            name={at('duration')}
            render={({ field }) => (
              <RadioGroup
                label={t('offers.duration')}
                name={field.name}
                value={(field.value as string) || undefined}
                onChange={(value) => {
                  field.onChange(value);
                  // the interval must fit the duration: a single fitting interval is taken at once
                  const fitting = intervalsFor(value);
                  setValue(at('billing_interval'), fitting.length === 1 ? fitting[0] : '');
                }}
                options={data.offers.map((offer) => ({
                  value: offer.duration,
                  label: t(`offers.durations.${offer.duration}`),
                  hint: t('offers.price', { price: formatPrice(offer.price_cents), vat: offer.vat_rate }),
                }))}
                error={error('duration')}
                required
              />
            )}
          />
        )}
      </QueryState>
      <Controller
        control={control}
        name={at('billing_interval')}
        render={({ field }) => (
          <RadioGroup
            label={t('offers.interval')}
            name={field.name}
            value={(field.value as string) || undefined}
            onChange={field.onChange}
            options={intervalsFor(duration).map((interval) => ({
              value: interval,
              label: t(`offers.intervals.${interval}`),
            }))}
            hint={duration ? undefined : t('offers.intervalHint')}
            error={error('billing_interval')}
            direction="row"
            required
          />
        )}
      />
      <PaymentFields prefix={prefix} />
    </>
  );
}
