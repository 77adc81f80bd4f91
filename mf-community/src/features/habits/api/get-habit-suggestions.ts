import { call } from '@officefit/api';
import type { HabitSuggestion } from '../model/types';
import { communityApi } from '../../../area-api';

const habitSuggestionsApi = communityApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET habit_suggestions: the catalogue of suggested habits in the content language. */
    getHabitSuggestions: build.query<HabitSuggestion[], { lang: 'de' | 'en' }>({
      query: (args) => call('GET', 'officefit/v1/habit_suggestions', args),
    }),
  }),
});

export const { useGetHabitSuggestionsQuery } = habitSuggestionsApi;
