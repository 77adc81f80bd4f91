import { call } from '@officefit/api';
import type { ContentLang } from '../../../lib/use-content-lang';
import type { Exercise } from '../../../lib/types';
import { trainingApi } from '../../../area-api';

const quickStartApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET quick_start: today's exercise of the kind, chosen by the server under the plan's rules for the user's
     * health profile (equipment, discreet desk exercises, pain points) — the client never picks from the catalogue.
     */
    getQuickStart: build.query<
      { exercise: Exercise },
      { kind: 'relaxation' | 'strengthening'; lang: ContentLang }
    >({
      query: (args) => call('GET', 'officefit/v1/quick_start', args),
    }),
  }),
});

export const { useLazyGetQuickStartQuery } = quickStartApi;
