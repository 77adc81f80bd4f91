import { call } from '@officefit/api';
import type { ChallengeEditInput, ChallengeInput, ChallengeResponse } from '../model/types';
import { communityApi } from '../../../area-api';

const saveChallengeApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST challenge: creates a challenge; the invited colleagues see it as an open invitation. */
    createChallenge: build.mutation<ChallengeResponse, ChallengeInput>({
      query: (body) => call('POST', 'officefit/v1/challenge', { ...body }),
      invalidatesTags: [{ type: 'Challenges', id: 'LIST' }, 'Coworkers'],
    }),
    /** PUT challenge/{id}: changes a challenge that has not started; changed terms invite the others again. */
    updateChallenge: build.mutation<ChallengeResponse, { id: number; input: ChallengeEditInput }>({
      query: ({ id, input }) => call('PUT', `officefit/v1/challenge/${id}`, { ...input }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id },
        'Coworkers',
      ],
    }),
    /** DELETE challenge/{id}: the owner removes a challenge that is not running or completed. */
    deleteChallenge: build.mutation<{ res: true; deleted: number }, number>({
      query: (id) => call('DELETE', `officefit/v1/challenge/${id}`),
      invalidatesTags: [{ type: 'Challenges', id: 'LIST' }, 'Coworkers'],
    }),
  }),
});

export const { useCreateChallengeMutation, useUpdateChallengeMutation, useDeleteChallengeMutation } =
  saveChallengeApi;
