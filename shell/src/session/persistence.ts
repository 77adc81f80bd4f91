import { initialAuthState, initialUiState, readAccessTokenCookie, type RootState } from '@officefit/api';

const SESSION_KEY = 'officefit.session';
const LOGOUT_COPY_KEY = 'officefit.logoutCopy';

/** The part of the state kept across reloads (spec §4 "Session"); the api cache reloads from the server. */
export interface PersistedSession {
  auth: RootState['auth'];
  ui: Pick<RootState['ui'], 'volume' | 'muted'>;
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or disabled; the session then simply starts fresh next time.
  }
}

/** Saves the session part of the state (called when the page is hidden). */
export function saveSession(state: RootState): void {
  const session: PersistedSession = {
    auth: state.auth,
    ui: { volume: state.ui.volume, muted: state.ui.muted },
  };
  write(SESSION_KEY, session);
}

/**
 * The state to start with: the saved session, but logged in only while the access cookie still carries a
 * token (the cookie expires with the token; without it the user is logged out).
 */
export function restoreSession(): Pick<RootState, 'auth' | 'ui'> {
  const saved = read<PersistedSession>(SESSION_KEY);
  const cookieToken = readAccessTokenCookie();
  const auth = cookieToken
    ? { ...initialAuthState, ...saved?.auth, token: cookieToken, loggedIn: true }
    : initialAuthState;
  return { auth, ui: { ...initialUiState, ...saved?.ui } };
}

/** Keeps a copy of auth, me and anamnesis at logout (spec §4); no password is ever stored. */
export function saveLogoutCopy(copy: { auth: unknown; me: unknown; anamnesis: unknown }): void {
  write(LOGOUT_COPY_KEY, { ...copy, at: new Date().toISOString() });
  write(SESSION_KEY, { auth: initialAuthState, ui: read<PersistedSession>(SESSION_KEY)?.ui ?? {} });
}

/** Reads the logout copy (used to prefill the login e-mail). */
export function readLogoutCopy(): { auth?: { email?: string | null } } | null {
  return read(LOGOUT_COPY_KEY);
}
