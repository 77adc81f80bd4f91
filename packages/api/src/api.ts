import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { hydratePrerendered } from './ssr/prerendered';

/**
 * Every cache tag of the app. Tags used by endpoints that remotes inject must be declared here, on the one
 * api slice, or invalidation across remotes silently does nothing.
 */
export const TAG_TYPES = [
  'Me',
  'Anamnesis',
  'Units',
  'Exercise',
  'Favourites',
  'Dislikes',
  'Points',
  'Strike',
  'Habits',
  'HabitActions',
  'Challenges',
  'Coworkers',
  'Ranking',
  'Awards',
  'Posts',
  'Tags',
  'Bookmarks',
  'Pages',
  'Products',
  'Orders',
  'Users',
  'Companies',
  'CmsPages',
  'CmsRevisions',
  'CmsPosts',
  'ContactRequests',
  'Outbox',
  'Membership',
  'Reminders',
  'Notifications',
  'Stream',
] as const;

/**
 * The one RTK Query slice for `/wp-json`. It has no endpoints of its own: each area injects its endpoints
 * with `api.injectEndpoints` in its own folder (names must be unique across remotes).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  // Back online, every query on screen loads again (the shell's setupListeners reports the `online` event): a widget
  // that failed offline retries by itself, and nothing keeps an answer from before the offline queue's replay.
  refetchOnReconnect: true,
  // A prerendered landing page ships its api cache; only fulfilled entries are taken over.
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydratePrerendered.match(action) || reducerPath !== 'api') return undefined;
    return action.payload.api as never;
  },
});
