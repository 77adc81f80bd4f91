// Calendar dates as 'YYYY-MM-DD' strings: one formatter cache, one fallback and one day arithmetic for the
// backend and the apps, in @officefit/domain.
export { addDays, daysBetween, DEFAULT_TIME_ZONE, isoWeekday, todayIn } from '@officefit/domain';
