import { currentLanguage, formatDate as formatLocalDate, numberFormat } from '@officefit/i18n';

/** Integer cents as the interface language writes euros ("19,90 €" / "€19.90"). */
export function formatPrice(cents: number): string {
  return numberFormat(currentLanguage(), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/**
 * An ISO date or timestamp as a long date in the interface language ("31. Dezember 2026"); a bare `YYYY-MM-DD`
 * stays that day in every time zone (the shared formatter of @officefit/i18n).
 */
export function formatDate(iso: string): string {
  return formatLocalDate(iso, currentLanguage(), { dateStyle: 'long' });
}
