import { useAppSelector } from './hooks';
import { useGetMeQuery } from './session-endpoints';
import { selectLoggedIn } from './state/auth-slice';

/**
 * GET me for whoever is signed in, skipped for a visitor (who would only get a 401). The one way screens ask "who is
 * this?": the login check and the me query were written out in fifteen places before (issue 35). After a logout
 * the last user's answer stays in RTK Query's result of a skipped query; it is not handed on, so no screen shows
 * the previous user as signed in.
 */
export function useSignedInMeQuery() {
  const loggedIn = useAppSelector(selectLoggedIn);
  const result = useGetMeQuery(undefined, { skip: !loggedIn });
  return loggedIn ? result : { ...result, data: undefined, currentData: undefined };
}
