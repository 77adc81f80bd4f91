import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { call, type RootState } from '@officefit/api';
import type { HabitsResponse } from '../model/types';
import { listReadStarted } from './habit-writes';
import { communityApi } from '../../../area-api';

/** The list the screens show now: the cache entry this read is about to replace. */
function listOnScreen(queryApi: BaseQueryApi): HabitsResponse | undefined {
  const key = queryApi.queryCacheKey;
  return key
    ? ((queryApi.getState() as RootState).api.queries[key]?.data as HabitsResponse | undefined)
    : undefined;
}

export const getHabitsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET habits: the active habits (runtime not over) and the finished ones. An answer read while a habit write
     * was on its way may predate that write, so it does not replace the list on screen (which already shows the
     * write, e.g. the check-off patched in at the click); the read that the write's invalidation starts once it
     * is answered brings the server's list.
     */
    getHabits: build.query<HabitsResponse, void>({
      async queryFn(_arg, queryApi, _extraOptions, baseQuery) {
        const overlappedWrite = listReadStarted(queryApi);
        const result = await baseQuery(call('GET', 'officefit/v1/habits'));
        if (result.error) return { error: result.error, meta: result.meta };
        const onScreen = listOnScreen(queryApi);
        if (onScreen && overlappedWrite()) return { data: onScreen, meta: result.meta };
        return { data: result.data as HabitsResponse, meta: result.meta };
      },
      providesTags: ['Habits'],
    }),
  }),
});

export const { useGetHabitsQuery } = getHabitsApi;
