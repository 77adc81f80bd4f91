import { useTranslation } from '@officefit/i18n';
import { Select } from '@officefit/ui';

/** How many closed months back the ranking can go (docs/api-community.md: pastmonths 0–12). */
export const MAX_PAST_MONTHS = 12;

/** Name of the calendar month `back` months before `now` ("April 2026"). */
export function monthName(back: number, lang: string, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 15);
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(date);
}

/** Chooses the ranking month: this month so far, or one of the last 12. */
export function MonthSelect({ value, onChange }: { value: number; onChange: (pastmonths: number) => void }) {
  const { t, i18n } = useTranslation('community');
  const options = Array.from({ length: MAX_PAST_MONTHS + 1 }, (_, back) => ({
    value: String(back),
    label:
      back === 0
        ? t('ranking.thisMonth', { month: monthName(0, i18n.language) })
        : monthName(back, i18n.language),
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
