import { call } from '@officefit/api';
import type { Award, Awards as WireAwards } from '@officefit/domain';
import { communityApi } from '../../../area-api';

/** One award with its level; the key is read as a plain string. */
export interface AwardLevel extends Omit<Award, 'key'> {
  key: string;
}

/** Answer of `GET awards`, computed from the user's real activity (the wire type of @officefit/domain). */
export interface Awards extends Omit<WireAwards, 'awards'> {
  awards: AwardLevel[];
}

/** Compile-time check: the server's answer (@officefit/domain) reads as this type. */
type _ReadsAwards<T extends Awards = WireAwards> = T;

const awardsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET awards: strike, challenge wins, goals reached, ranking places and completed habits. */
    getAwards: build.query<Awards, void>({
      query: () => call('GET', 'officefit/v1/awards'),
      providesTags: ['Awards'],
    }),
  }),
});

export const { useGetAwardsQuery } = awardsApi;
