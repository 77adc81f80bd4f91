import { dateTimeFormat, numberFormat, useTranslation } from '@officefit/i18n';

/** The account's days, times and euro amounts in the reader's language ('–' for a missing date). */
export function useDetailFormats() {
  const { i18n } = useTranslation('admin');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const euros = numberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return {
    day: (value: string | null) => (value ? date.format(new Date(value)) : '–'),
    time: (value: string | null) => (value ? dateTime.format(new Date(value)) : '–'),
    euros: (cents: number) => euros.format(cents / 100),
  };
}
