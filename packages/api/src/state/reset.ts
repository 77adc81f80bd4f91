import { createAction } from '@reduxjs/toolkit';

/** Resets every store slice to its initial state (logout, failed session; spec §4 and §8). */
export const resetAll = createAction('app/resetAll');

/** Raised by the base query when the session is no longer valid; the shell reacts (login dialog, go to /). */
export const sessionFailed = createAction<{ path: string; code: string }>('app/sessionFailed');

/**
 * A silent re-login (refresh.ts): the same session, a new access token. Declared here, beside the other app-wide
 * actions, because the base query raises it and the auth slice's module imports the api (no import cycle).
 */
export const tokenRefreshed = createAction<{ token: string }>('app/tokenRefreshed');
