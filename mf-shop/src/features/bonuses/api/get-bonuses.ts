import { api, call } from '@officefit/api';

/** A reward that can be redeemed with fitness points. */
export interface Bonus {
  id: number;
  name: string;
  description: string;
  points: number;
  out_of_stock: boolean;
  image: string | null;
}

const bonusesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBonuses: build.query<Bonus[], { lang: string }>({
      query: (args) => call('GET', 'officefit/v1/bonuses', args),
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetBonusesQuery } = bonusesApi;
