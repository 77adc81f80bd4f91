import { todayIn } from '@officefit/domain';
import { useAppSelector } from './hooks';
import { useGetMeQuery } from './session-endpoints';
import { selectLoggedIn } from './state/auth-slice';

/**
 * The signed-in user's time zone (`me.meta.time_zone`), the one the server checks dates in; undefined before `me`
 * arrives (todayIn then uses Europe/Berlin, the default of every profile).
 */
export function useUserTimeZone(): string | undefined {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  return me?.meta.time_zone;
}

/**
 * The signed-in user's today ('YYYY-MM-DD') in the profile's time zone. Never the device's date: from 23:00 UTC a
 * browser in UTC is still on the previous day while Berlin is not (issue 18, "one notion of today").
 */
export function useUserToday(): string {
  return todayIn(useUserTimeZone());
}
