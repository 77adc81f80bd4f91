import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';
import { hydratePrerendered } from './ssr/prerendered';

/**
 * The cache tags of the one api slice that the shell itself or more than one area uses: a tag named here is a
 * contract between areas (one area's write invalidates what another area shows), so it changes with a shell
 * release (docs/contracts.md). A tag only one remote uses is registered by that remote in its `src/area-api.ts`
 * (`api.enhanceEndpoints({ addTagTypes })`), so a remote adds a tag without the shell.
 * - shell and this package: `Me` (the session's user: points, language, guards; written by every area),
 *   `Membership` (endpoints/membership.ts), `Anamnesis` (session-endpoints.ts), `Notifications` (the shell's badge)
 * - offline replay (`SYNCED_TAGS` in offline/queue.ts, invalidated by the shell after a replay): `Units`, `Points`,
 *   `Strike`, `Habits`, `HabitActions`, `Awards`, `Ranking`
 * - written by one area, shown by another: `Exercise` (admin catalogue → training, community), `Stream` (admin,
 *   training, the shell's news badge), `Posts`, `Tags`, `Pages` (admin CMS → marketing, training news),
 *   `Products` (admin catalogue → shop)
 * At run time RTK Query uses the list only for a development warning; it types `providesTags`/`invalidatesTags`.
 */
export const SHARED_TAG_TYPES = [
  'Me',
  'Membership',
  'Anamnesis',
  'Notifications',
  'Units',
  'Points',
  'Strike',
  'Habits',
  'HabitActions',
  'Awards',
  'Ranking',
  'Exercise',
  'Stream',
  'Posts',
  'Tags',
  'Pages',
  'Products',
] as const;
export type SharedTagType = (typeof SHARED_TAG_TYPES)[number];

/**
 * The one RTK Query slice for `/wp-json`. It has no endpoints of its own: each area injects its endpoints
 * with `api.injectEndpoints` in its own folder (names must be unique across remotes), through its own tags
 * (`api.enhanceEndpoints({ addTagTypes })` in the remote's `src/area-api.ts`).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: SHARED_TAG_TYPES,
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
