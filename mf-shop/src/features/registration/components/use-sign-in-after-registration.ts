import { useNavigate } from 'react-router-dom';
import { api, loggedIn, sessionApi, useAppDispatch, writeAccessTokenCookie } from '@officefit/api';
import { hasActiveSubscription } from '@officefit/shell-contract';

/** Where a new account lands: the health profile when the membership grants access now, else the overview. */
const AFTER_REGISTRATION = { active: '/anamnesis', waiting: '/extend' } as const;

/** Stores the new account's token as the login does and continues to the health profile or the overview. */
export function useSignInAfterRegistration() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async (answer: { token: string; user_email: string }) => {
    writeAccessTokenCookie(answer.token);
    dispatch(loggedIn({ token: answer.token, email: answer.user_email, at: new Date().toISOString() }));
    dispatch(api.util.invalidateTags(['Me', 'Membership']));
    const me = await dispatch(sessionApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }))
      .unwrap()
      .catch(() => null);
    const target = !me || hasActiveSubscription(me) ? AFTER_REGISTRATION.active : AFTER_REGISTRATION.waiting;
    await navigate(target, { replace: true });
  };
}
