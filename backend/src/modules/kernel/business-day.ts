// Validity days staff pick (access codes, vouchers) are calendar days in the business's home time zone: a code is
// valid through that day, and a day already over is refused.
import { AppError } from '../../shared/errors';
import { BUSINESS_TIME_ZONE } from '../../shared/domain';
import { zonedInstant } from './dates';

/** The last second of a Berlin calendar day (YYYY-MM-DD) as an instant (summer time included). */
export function endOfBusinessDay(date: string): string {
  return zonedInstant(date, BUSINESS_TIME_ZONE, '23:59:59').toISOString();
}

/** The end of a validity day, refused with rest_invalid_param on `field` when that day is already over. */
export function futureEndOfDay(date: string, now: Date, field = 'valid_until'): string {
  const end = endOfBusinessDay(date);
  if (new Date(end) <= now) {
    throw new AppError('invalid_data', 'rest_invalid_param', `Invalid parameter(s): ${field}`, {
      params: { [field]: 'Date cannot be in the past' },
    });
  }
  return end;
}
