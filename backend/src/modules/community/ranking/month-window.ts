// The ranking's month: a calendar month in the company's home time zone (BUSINESS_TIME_ZONE).
import { BUSINESS_TIME_ZONE } from '../../../shared/domain';
import { localDate, zonedInstant } from '../../kernel';
import type { RankingWindow } from './repository';

/** Month windows by month index (year * 12 + month): a zoned date costs more than the rest of a kept ranking. */
const monthWindows = new Map<number, RankingWindow & { month: string }>();

/** 'YYYY-MM' of a month index (year * 12 + month, January 0). */
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The calendar month `pastmonths` back from the instant, in BUSINESS_TIME_ZONE: [from, to) and 'YYYY-MM'. */
export function monthWindow(now: Date, pastmonths: number): RankingWindow & { month: string } {
  const today = localDate(now, BUSINESS_TIME_ZONE);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - pastmonths;
  const kept = monthWindows.get(index);
  if (kept) return { ...kept };
  const window = {
    from: zonedInstant(`${monthOf(index)}-01`, BUSINESS_TIME_ZONE),
    to: zonedInstant(`${monthOf(index + 1)}-01`, BUSINESS_TIME_ZONE),
    month: monthOf(index),
  };
  if (monthWindows.size >= 240) monthWindows.clear();
  monthWindows.set(index, window);
  return { ...window };
}
