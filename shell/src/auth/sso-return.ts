// The browser's way back from a company's identity provider (issue 37): the backend's callback sends it to
// /home#sso_ticket=… after a login (the ticket in the fragment never reaches a server log) or to /?sso_error=<code>
// when the login failed. This hook trades the ticket for the session, or opens the login dialog with the message.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeLoginDialog, openLoginDialog, useAppDispatch } from '@officefit/api';
import { SSO_ERROR_PARAM } from '@officefit/shell-contract/prerender';
import { logInWithSsoTicket } from './session-actions';

/** The codes the backend's callback names (backend/src/modules/sso/problems.ts). */
const SSO_ERRORS = new Set([
  'wrong_domain',
  'provider_unavailable',
  'seat_limit',
  'account_disabled',
  'state_mismatch',
  'failed',
]);

export type SsoReturn = { ticket: string } | { errorKey: string } | null;

/** What the address says about a finished SSO login, if anything. */
export function readSsoReturn(location: { search: string; hash: string }): SsoReturn {
  const ticket = new URLSearchParams(location.hash.replace(/^#/, '')).get('sso_ticket');
  if (ticket) return { ticket };
  const code = new URLSearchParams(location.search).get(SSO_ERROR_PARAM);
  if (code === null) return null;
  return { errorKey: `login.ssoError.${SSO_ERRORS.has(code) ? code : 'failed'}` };
}

/** Completes an SSO login found in the address once, then drops it from the address. */
export function useSsoReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const handled = useRef(false);
  useEffect(() => {
    const found = readSsoReturn(location);
    if (!found || handled.current) return;
    handled.current = true;
    // the ticket is used once: it leaves the address (and the history) before it is sent
    void navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    if ('errorKey' in found) {
      dispatch(openLoginDialog({ error: found.errorKey }));
      return;
    }
    const target = location.pathname;
    logInWithSsoTicket(dispatch, found.ticket).then(
      // the guard of the target page asked for a login meanwhile: the session is there now
      () => {
        dispatch(closeLoginDialog());
        void navigate(target, { replace: true });
      },
      () => dispatch(openLoginDialog({ error: 'login.ssoError.ticket' })),
    );
  }, [location, navigate, dispatch]);
}
