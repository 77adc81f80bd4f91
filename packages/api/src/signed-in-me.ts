import { useAppSelector } from './hooks';
import { useGetMeQuery } from './session-endpoints';
import { selectLoggedIn } from './state/auth-slice';

/**
 * GET me for whoever is signed in, skipped for a visitor (who would only get a 401). The one way screens ask "who is
 * this?": the login check and the me query were written out in fifteen places before (issue 35).
 */
export function useSignedInMeQuery() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return useGetMeQuery(undefined, { skip: !loggedIn });
}
