// Text fields of the shop editors → request body values (the contract's schema checks the result).
import { numberFormat } from '@officefit/i18n';

/** Text typed in a form field: blank → null, else trimmed. */
export const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Euros typed with a comma or a point (`12,50`) → cents as text; blank → null; anything else is returned as typed,
 * so the contract's schema refuses it with its own message.
 */
export function eurosToCents(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return text;
  return String(Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')));
}

/** Cents → euros as a form in `lang` shows them (`1250` → `12,50` / `12.50`; no grouping mark to delete). */
export const centsToEuros = (cents: number, lang: string) =>
  numberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  );
