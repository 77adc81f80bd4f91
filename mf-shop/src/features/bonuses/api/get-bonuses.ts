import { api, call } from '@officefit/api';
import type { Bonus } from '@officefit/domain';

/** A reward that can be redeemed with fitness points (the wire type of @officefit/domain). */
export type { Bonus };

const bonusesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBonuses: build.query<Bonus[], { lang: string }>({
      query: (args) => call('GET', 'officefit/v1/bonuses', args),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetBonusesQuery } = bonusesApi;
