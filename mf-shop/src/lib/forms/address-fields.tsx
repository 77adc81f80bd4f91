import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TextField } from '@officefit/ui';
import { SelectField } from './bound-fields';
import { useFields } from './use-fields';

/** Countries the shop delivers to and bills in (the wire takes any ISO code; the form offers these). */
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH'] as const;

/** An address as the form holds it (spec §3 Address; wire: `addressSchema` of @officefit/domain). */
export interface AddressValues {
  recipient: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
}

export const emptyAddress: AddressValues = {
  recipient: '',
  street: '',
  postal_code: '',
  city: '',
  country: 'DE',
};

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Postal code and city side by side from tablet width; stacked on a phone. */
const PlaceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;

/**
 * Recipient (the name the address or the bill is made out to), street and number, postal code, city and
 * country, under `prefix` ("delivery_address.") in the form around it.
 */
export function AddressFields({
  prefix,
  legend,
  recipientHint,
  autoCompleteSection,
}: {
  prefix: string;
  legend: ReactNode;
  recipientHint?: ReactNode;
  /** `shipping` or `billing`, so the browser fills the right saved address. */
  autoCompleteSection: 'shipping' | 'billing';
}) {
  const { t, form, at, register, error } = useFields(prefix);
  const auto = (token: string) => `${autoCompleteSection} ${token}`;
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <TextField
        label={t('forms.address.recipient')}
        hint={recipientHint}
        autoComplete={auto('name')}
        {...register('recipient')}
        error={error('recipient')}
        required
      />
      <TextField
        label={t('forms.address.street')}
        autoComplete={auto('street-address')}
        {...register('street')}
        error={error('street')}
        required
      />
      <PlaceRow>
        <TextField
          label={t('forms.address.postalCode')}
          autoComplete={auto('postal-code')}
          inputMode="text"
          {...register('postal_code')}
          error={error('postal_code')}
          required
        />
        <TextField
          label={t('forms.address.city')}
          autoComplete={auto('address-level2')}
          {...register('city')}
          error={error('city')}
          required
        />
      </PlaceRow>
      <SelectField
        control={form.control}
        name={at('country')}
        label={t('forms.address.country')}
        options={ADDRESS_COUNTRIES.map((code) => ({
          value: code,
          label: t(`forms.address.countries.${code}`),
        }))}
        error={error('country')}
        required
      />
    </Fieldset>
  );
}
