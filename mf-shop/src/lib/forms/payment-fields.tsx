import { useWatch } from './form-engine';
import styled from 'styled-components';
import { Checkbox, TextField } from '@officefit/ui';
import { RadioGroupField } from './bound-fields';
import { useFields } from './use-fields';

const Mandate = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The payment as the form holds it (wire: `paymentSchema` of @officefit/domain). */
export interface PaymentValues {
  type: string;
  iban: string;
  account_owner: string;
  /** Optional: SEPA needs only the IBAN; an empty field stays off the wire. */
  bic: string;
}

export const emptyPayment: PaymentValues = { type: '', iban: '', account_owner: '', bic: '' };

/** Only the fields of the chosen payment type go on the wire (the strict schemas reject the others). */
export function paymentWire({ type, iban, account_owner, bic = '' }: PaymentValues) {
  if (type !== 'sepa') return { type };
  return bic.trim() ? { type, iban, account_owner, bic } : { type, iban, account_owner };
}

/**
 * The payment providers the backend offers (SEPA direct debit or invoice): the choice, and for SEPA the IBAN,
 * account owner, the optional BIC (the contract's `bicSchema`) and the mandate consent. The payment sits at `${prefix}payment`, the consent at `sepa_mandate`.
 */
export function PaymentFields({ prefix = '' }: { prefix?: string }) {
  const { t, form, at, register, error, errorOf } = useFields(prefix);
  const type = useWatch({ control: form.control, name: at('payment.type') }) as string;
  return (
    <>
      <RadioGroupField
        control={form.control}
        name={at('payment.type')}
        label={t('payment.label')}
        options={[
          { value: 'sepa', label: t('payment.sepa'), hint: t('payment.sepaHint') },
          { value: 'invoice', label: t('payment.invoice'), hint: t('payment.invoiceHint') },
        ]}
        error={error('payment.type') ?? error('payment')}
        required
      />
      {type === 'sepa' && (
        <>
          <TextField
            label={t('payment.iban')}
            autoComplete="off"
            spellCheck={false}
            {...register('payment.iban')}
            error={error('payment.iban')}
            required
          />
          <TextField
            label={t('payment.accountOwner')}
            autoComplete="name"
            {...register('payment.account_owner')}
            error={error('payment.account_owner')}
            required
          />
          <TextField
            label={t('payment.bic')}
            hint={t('payment.bicHint')}
            autoComplete="off"
            spellCheck={false}
            {...register('payment.bic')}
            error={error('payment.bic')}
          />
          <Mandate>{t('payment.mandateText')}</Mandate>
          <Checkbox
            label={t('payment.mandateConsent')}
            {...form.register('sepa_mandate')}
            error={errorOf('sepa_mandate')}
            required
          />
        </>
      )}
    </>
  );
}
