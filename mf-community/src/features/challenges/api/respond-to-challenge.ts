import { call } from '@officefit/api';
import type { ChallengeResponse } from '../model/types';
import { communityApi } from '../../../area-api';

const respondApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT challenge/{id}/accept: the invited colleague joins (the last acceptance starts the challenge). */
    acceptChallenge: build.mutation<ChallengeResponse, number>({
      query: (id) => call('PUT', `officefit/v1/challenge/${id}/accept`),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id },
        'Coworkers',
      ],
    }),
    /** PUT challenge/{id}/decline: the invited colleague says no. */
    declineChallenge: build.mutation<ChallengeResponse, number>({
      query: (id) => call('PUT', `officefit/v1/challenge/${id}/decline`),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Challenges', id: 'LIST' },
        { type: 'Challenges', id },
        'Coworkers',
      ],
    }),
    /** PUT challenge/{id}/cheer: cheering a participant gives both +50 once per challenge and pair. */
    cheerChallenge: build.mutation<{ res: true; points: number }, { id: number; user: number }>({
      query: ({ id, user }) => call('PUT', `officefit/v1/challenge/${id}/cheer`, { user }),
      invalidatesTags: ['Me', 'Points', 'Ranking', 'Strike'],
    }),
  }),
});

export const { useAcceptChallengeMutation, useDeclineChallengeMutation, useCheerChallengeMutation } =
  respondApi;
