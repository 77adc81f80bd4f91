import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { resetAll } from './reset';

/** Profile question state of spec §4: 0 initially, 1 when leaving with unsaved changes, 2 once confirmed. */
export type ProfileQuestionState = 0 | 1 | 2;

export type SnackbarSeverity = 'info' | 'success' | 'error';

/** A snackbar message: a translation key (namespace-qualified, e.g. `common:saved`) and its values. */
export interface SnackbarMessage {
  id: string;
  key: string;
  values?: Record<string, string | number>;
  severity: SnackbarSeverity;
}

/** Global interface state of spec §3 that more than one part of the app reads or writes. */
export interface UiState {
  loginDialogOpen: boolean;
  /** Path to go to after login (the failing path after a session failure). */
  afterLoginPath: string | null;
  /** Error shown in the login dialog (translation key). */
  loginError: string | null;
  profileQuestion: ProfileQuestionState;
  profileDirty: boolean;
  abortedPath: string | null;
  menuOpen: boolean;
  mobileMenuOpen: boolean;
  messages: SnackbarMessage[];
  volume: number;
  muted: boolean;
}

export const initialUiState: UiState = {
  loginDialogOpen: false,
  afterLoginPath: null,
  loginError: null,
  profileQuestion: 0,
  profileDirty: false,
  abortedPath: null,
  menuOpen: false,
  mobileMenuOpen: false,
  messages: [],
  volume: 0.8,
  muted: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    openLoginDialog(
      state,
      action: PayloadAction<{ afterLoginPath?: string | null; error?: string | null } | undefined>,
    ) {
      state.loginDialogOpen = true;
      state.afterLoginPath = action.payload?.afterLoginPath ?? null;
      state.loginError = action.payload?.error ?? null;
      state.menuOpen = false;
      state.mobileMenuOpen = false;
    },
    closeLoginDialog(state) {
      state.loginDialogOpen = false;
      state.loginError = null;
    },
    setMenuOpen(state, action: PayloadAction<boolean>) {
      state.menuOpen = action.payload;
    },
    setMobileMenuOpen(state, action: PayloadAction<boolean>) {
      state.mobileMenuOpen = action.payload;
    },
    /** Every navigation closes the full and the mobile menu (spec §2). */
    navigated(state) {
      state.menuOpen = false;
      state.mobileMenuOpen = false;
    },
    setProfileDirty(state, action: PayloadAction<boolean>) {
      state.profileDirty = action.payload;
      if (!action.payload) {
        state.profileQuestion = 0;
        state.abortedPath = null;
      }
    },
    /** Leaving a page with unsaved changes: stores the target, asks the question, closes menus (spec §2). */
    leaveAborted(state, action: PayloadAction<string>) {
      state.abortedPath = action.payload;
      state.profileQuestion = 1;
      state.menuOpen = false;
      state.mobileMenuOpen = false;
    },
    leaveConfirmed(state) {
      state.profileQuestion = 2;
      state.profileDirty = false;
    },
    leaveCancelled(state) {
      state.profileQuestion = 0;
      state.abortedPath = null;
    },
    showSnackbar: {
      reducer(state, action: PayloadAction<SnackbarMessage>) {
        state.messages.push(action.payload);
      },
      prepare(message: Omit<SnackbarMessage, 'id' | 'severity'> & { severity?: SnackbarSeverity }) {
        return { payload: { severity: 'info' as const, ...message, id: nanoid() } };
      },
    },
    dismissSnackbar(state, action: PayloadAction<string>) {
      state.messages = state.messages.filter((m) => m.id !== action.payload);
    },
    setVolume(state, action: PayloadAction<{ volume?: number; muted?: boolean }>) {
      if (action.payload.volume !== undefined) state.volume = Math.min(1, Math.max(0, action.payload.volume));
      if (action.payload.muted !== undefined) state.muted = action.payload.muted;
    },
  },
  extraReducers: (builder) => builder.addCase(resetAll, () => initialUiState),
});

export const {
  openLoginDialog,
  closeLoginDialog,
  setMenuOpen,
  setMobileMenuOpen,
  navigated,
  setProfileDirty,
  leaveAborted,
  leaveConfirmed,
  leaveCancelled,
  showSnackbar,
  dismissSnackbar,
  setVolume,
} = uiSlice.actions;
