import { createAction } from '@reduxjs/toolkit';

/** The part of the api cache a server render hands to the browser (RTK Query's own state shape). */
export interface PrerenderedApiState {
  api: unknown;
}

/**
 * Adopts the api cache of a server-rendered page, so the screens render the same data at once instead of
 * showing a spinner and fetching it again. RTK Query reads it through `extractRehydrationInfo` (see api.ts).
 */
export const hydratePrerendered = createAction<PrerenderedApiState>('officefit/hydratePrerendered');
