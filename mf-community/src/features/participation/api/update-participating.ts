import { call } from '@officefit/api';
import { communityApi } from '../../../area-api';

const participatingApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT participating: the ranking opt-in (spec §6). Opting out hides the user again and declines their open
     * invitations; everything that shows people or challenges is reloaded.
     */
    updateParticipating: build.mutation<{ participating: 0 | 1; declined: number }, { participating: 0 | 1 }>(
      {
        query: (body) => call('PUT', 'officefit/v1/participating', body),
        invalidatesTags: ['Me', 'Ranking', 'Coworkers', 'Challenges', 'Feed'],
      },
    ),
  }),
});

export const { useUpdateParticipatingMutation } = participatingApi;
