import { useCallback } from 'react';
import { useFormatNumber } from '@officefit/i18n';

/** Integer cents as euros in the interface language ("24,90 €" / "€24.90"), through the one number formatter. */
export function useFormatEuro(): (cents: number) => string {
  const format = useFormatNumber();
  return useCallback(
    (cents: number) => format(cents / 100, { style: 'currency', currency: 'EUR' }),
    [format],
  );
}
