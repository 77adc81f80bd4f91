import { call } from '@officefit/api';
import type { ChallengeResponse, ChallengesResponse } from '../model/types';
import { communityApi } from '../../../area-api';

const getChallengesApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET challenge: the caller's challenges (`mine`) or the running ones of the company (`company`). */
    getChallenges: build.query<ChallengesResponse, { scope: 'mine' | 'company' }>({
      query: (args) => call('GET', 'officefit/v1/challenge', args),
      providesTags: [{ type: 'Challenges', id: 'LIST' }],
    }),
    /** GET challenge/{id}: one challenge the caller takes part in. */
    getChallenge: build.query<ChallengeResponse, number>({
      query: (id) => call('GET', `officefit/v1/challenge/${id}`),
      providesTags: (_result, _error, id) => [{ type: 'Challenges', id }],
    }),
  }),
});

export const { useGetChallengesQuery, useGetChallengeQuery } = getChallengesApi;
