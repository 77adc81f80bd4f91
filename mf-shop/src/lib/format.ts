import { currentLanguage } from '@officefit/i18n';

/** Integer cents as the interface language writes euros ("19,90 €" / "€19.90"). */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** An ISO date or timestamp as a long date in the interface language ("31. Dezember 2026"). */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date(iso));
}
