import { useUserToday } from '@officefit/api';
import { dateTimeFormat, useTranslation } from '@officefit/i18n';
import { Select } from '@officefit/ui';

/** How many closed months back the ranking can go (docs/api-community.md: pastmonths 0–12). */
export const MAX_PAST_MONTHS = 12;

/**
 * Name of the calendar month `back` months before the month of `today` ("April 2026"); `today` is the user's date
 * (useUserToday), the one the server's ranking month is counted in.
 */
export function monthName(back: number, lang: string, today: string): string {
  const date = new Date(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 15);
  return dateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(date);
}

/** Chooses the ranking month: this month so far, or one of the last 12. */
export function MonthSelect({ value, onChange }: { value: number; onChange: (pastmonths: number) => void }) {
  const { t, i18n } = useTranslation('community');
  const today = useUserToday();
  const options = Array.from({ length: MAX_PAST_MONTHS + 1 }, (_, back) => ({
    value: String(back),
    label:
      back === 0
        ? t('ranking.thisMonth', { month: monthName(0, i18n.language, today) })
        : monthName(back, i18n.language, today),
  }));
  return (
    <Select
      label={t('ranking.month')}
      value={String(value)}
      options={options}
      onChange={(next) => onChange(Number(next))}
    />
  );
}
