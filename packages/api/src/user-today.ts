import { todayIn } from '@officefit/domain';
import { useSignedInMeQuery } from './signed-in-me';

/**
 * The signed-in user's time zone (`me.meta.time_zone`), the one the server checks dates in; undefined before `me`
 * arrives (todayIn then uses Europe/Berlin, the default of every profile).
 */
export function useUserTimeZone(): string | undefined {
  return useSignedInMeQuery().data?.meta.time_zone;
}

/**
 * The signed-in user's today ('YYYY-MM-DD') in the profile's time zone. Never the device's date: from 23:00 UTC a
 * browser in UTC is still on the previous day while Berlin is not (issue 18, "one notion of today").
 */
export function useUserToday(): string {
  return todayIn(useUserTimeZone());
}
