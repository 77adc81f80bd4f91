import { useWatch } from './form-engine';
import { useGetMembershipOffersQuery } from '@officefit/api';
import { QueryState } from '@officefit/ui';
import { RadioGroupField } from './bound-fields';
import { useFields } from './use-fields';
import { PaymentFields } from './payment-fields';
import { formatPrice } from '../format';
import { intervalsFor } from './paid-term-values';

/**
 * Duration (with its price from GET membership/offers), billing interval, and SEPA direct debit (IBAN, account
 * owner, mandate consent) or invoice. Used inside a react-hook-form form whose paid-term fields sit under
 * `prefix` ("" on /extend, "access." in the registration) and whose mandate consent is `sepa_mandate`.
 */
export function PaidTermFields({ prefix = '' }: { prefix?: string }) {
  const { t, form, at, error } = useFields(prefix);
  const offers = useGetMembershipOffersQuery();
  const { control, setValue } = form;
  const duration = useWatch({ control, name: at('duration') }) as string;

  return (
    <>
      <QueryState query={offers} isEmpty={(data) => data.offers.length === 0} empty={t('offers.empty')}>
        {(data) => (
          <RadioGroupField
            control={control}
            name={at('duration')}
            label={t('offers.duration')}
            onChange={(value) => {
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
      </QueryState>
      <RadioGroupField
        control={control}
        name={at('billing_interval')}
        label={t('offers.interval')}
        options={intervalsFor(duration).map((interval) => ({
          value: interval,
          label: t(`offers.intervals.${interval}`),
        }))}
        hint={duration ? undefined : t('offers.intervalHint')}
        error={error('billing_interval')}
        direction="row"
        required
      />
      <PaymentFields prefix={prefix} />
    </>
  );
}
