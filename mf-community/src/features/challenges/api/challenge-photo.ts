import type { ChallengeResponse } from '../model/types';
import { communityApi } from '../../../area-api';

const photoApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST challenge/{id}/photo?team=1|2 as multipart form data (field `file`). The shared base query passes a
     * FormData body through untouched, so the browser sets the multipart boundary itself.
     */
    uploadChallengePhoto: build.mutation<ChallengeResponse, { id: number; team: 1 | 2; file: File }>({
      query: ({ id, team, file }) => {
        const form = new FormData();
        form.append('file', file);
        return {
          method: 'POST',
          url: `officefit/v1/challenge/${id}/photo?team=${team}`,
          data: form as unknown as Record<string, unknown>,
        };
      },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id },
      ],
    }),
    /** DELETE challenge/{id}/photo?team=1|2. */
    deleteChallengePhoto: build.mutation<ChallengeResponse, { id: number; team: 1 | 2 }>({
      query: ({ id, team }) => ({
        method: 'DELETE',
        url: `officefit/v1/challenge/${id}/photo`,
        data: { team },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id },
      ],
    }),
  }),
});

export const { useUploadChallengePhotoMutation, useDeleteChallengePhotoMutation } = photoApi;
