import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetAll, tokenRefreshed } from './reset';
import { hydratePrerendered } from '../ssr/prerendered';
import { sessionApi } from '../session-endpoints';

/** `me`'s e-mail in a server-rendered api cache (RTK Query's state shape), if it holds a loaded `me`. */
function prerenderedEmail(api: unknown): string | null {
  const queries = (api as { queries?: Record<string, { endpointName?: string; data?: { email?: unknown } }> })
    ?.queries;
  const me = Object.values(queries ?? {}).find((q) => q?.endpointName === 'getMe');
  return typeof me?.data?.email === 'string' ? me.data.email : null;
}

/** Auth state of spec §3: token, loggedIn, lastLogin. Passwords are never kept (see DECISIONS.md). */
export interface AuthState {
  token: string | null;
  loggedIn: boolean;
  lastLogin: string | null;
  email: string | null;
}

export const initialAuthState: AuthState = { token: null, loggedIn: false, lastLogin: null, email: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; email: string; at: string }>) {
      state.token = action.payload.token;
      state.email = action.payload.email;
      state.loggedIn = true;
      state.lastLogin = action.payload.at;
    },
    loggedOut() {
      return initialAuthState;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(resetAll, () => initialAuthState)
      // a silent re-login (refresh.ts) keeps the session and changes its token; a logged-out state stays so
      .addCase(tokenRefreshed, (state, action) => {
        if (state.loggedIn) state.token = action.payload.token;
      })
      // A session restored from the cookie alone (no saved session in this browser, e.g. it was started in another
      // tab or its storage was cleared) has a token but no e-mail: it is taken from `me`, so every way a session
      // starts ends in the same state as a login (the offline queue keeps each write under that e-mail).
      .addCase(hydratePrerendered, (state, action) => {
        if (state.loggedIn && !state.email) state.email = prerenderedEmail(action.payload.api);
      })
      .addMatcher(sessionApi.endpoints.getMe.matchFulfilled, (state, action) => {
        if (state.loggedIn && !state.email) state.email = action.payload.email;
      }),
  selectors: {
    selectToken: (state) => state.token,
    selectLoggedIn: (state) => state.loggedIn,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectLoggedIn } = authSlice.selectors;
