import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetAll } from './reset';

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
  extraReducers: (builder) => builder.addCase(resetAll, () => initialAuthState),
  selectors: {
    selectToken: (state) => state.token,
    selectLoggedIn: (state) => state.loggedIn,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectLoggedIn } = authSlice.selectors;
