import { createAction } from '@reduxjs/toolkit';

/** Resets every store slice to its initial state (logout, failed session; spec §4 and §8). */
export const resetAll = createAction('app/resetAll');

/** Raised by the base query when the session is no longer valid; the shell reacts (login dialog, go to /). */
export const sessionFailed = createAction<{ path: string; code: string }>('app/sessionFailed');
