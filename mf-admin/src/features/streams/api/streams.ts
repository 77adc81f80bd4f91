import { call } from '@officefit/api';
import type { ContentLang, StaffStreamSession, StreamSessionBodyInput } from '@officefit/domain';
import { adminApi, saveCall } from '../../../area-api';

const STAFF = { type: 'Stream', id: 'ADMIN' } as const;

const streamsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Staff: sessions from 30 days ago on, by start (issue 13); both titles, `title` in `lang` (#39). */
    getStaffStreams: build.query<StaffStreamSession[], { lang: ContentLang }>({
      query: ({ lang }) => call('GET', 'officefit/v1/admin/stream', { lang }),
      providesTags: [STAFF],
    }),
    saveStream: build.mutation<StaffStreamSession, { id?: number; body: StreamSessionBodyInput }>({
      query: ({ id, body }) => saveCall('officefit/v1/admin/stream', id, body),
      invalidatesTags: [STAFF, { type: 'Stream', id: 'LIST' }],
    }),
    /** Staff: removes recording `videoId` of session `id` (#36); answers the session with the rest. */
    deleteStreamVideo: build.mutation<StaffStreamSession, { id: number; videoId: number }>({
      query: ({ id, videoId }) => call('DELETE', `officefit/v1/admin/stream/${id}/videos/${videoId}`),
      invalidatesTags: [STAFF, { type: 'Stream', id: 'LIST' }],
    }),
    deleteStream: build.mutation<{ deleted: true; id: number }, number>({
      query: (id) => call('DELETE', `officefit/v1/admin/stream/${id}`),
      invalidatesTags: [STAFF, { type: 'Stream', id: 'LIST' }],
    }),
  }),
});

/** After a recording was uploaded outside RTK Query (multipart, uploadFile): the lists load again. */
export const streamVideoUploaded = () =>
  streamsApi.util.invalidateTags([STAFF, { type: 'Stream', id: 'LIST' }]);

export const {
  useGetStaffStreamsQuery,
  useSaveStreamMutation,
  useDeleteStreamMutation,
  useDeleteStreamVideoMutation,
} = streamsApi;
