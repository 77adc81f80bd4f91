import { api, call } from '@officefit/api';

export interface AwardLevel {
  key: string;
  count: number;
  /** 0–3 for the thresholds of the award. */
  level: number;
  /** Count needed for the next level, or null at the top. */
  next: number | null;
}

/** Answer of `GET awards`, computed from the user's real activity. */
export interface Awards {
  strike: number;
  duel_wins: number;
  team_wins: number;
  weekly_goals: number;
  steps_goals: number;
  ranking_places: { first: number; second: number; third: number };
  completed_habits: number;
  awards: AwardLevel[];
}

const awardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET awards: strike, challenge wins, goals reached, ranking places and completed habits. */
    getAwards: build.query<Awards, void>({
      query: () => call('GET', 'officefit/v1/awards'),
      providesTags: ['Awards'],
    }),
  }),
});

export const { useGetAwardsQuery } = awardsApi;
