import { api } from './api';
import { call } from './base-query';
import type { TokenResponse } from './types/wp';
import type { Lang, Me } from './types/me';
import type { AnamnesisResponse } from '@officefit/domain';

/** The calls the shell needs for the session: login, token check, me and the health profile. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, { username: string; password: string }>({
      query: (body) => ({ ...call('POST', 'jwt-auth/v1/token', body), skipSessionRule: true }),
    }),
    validateToken: build.mutation<{ code: string }, void>({
      query: () => call('POST', 'jwt-auth/v1/token/validate'),
    }),
    getMe: build.query<Me, void>({
      query: () => call('GET', 'officefit/v1/me'),
      providesTags: ['Me'],
    }),
    updateMe: build.mutation<Me, { lang?: Lang }>({
      query: (body) => call('PUT', 'officefit/v1/me', body),
      invalidatesTags: ['Me'],
    }),
    getAnamnesis: build.query<AnamnesisResponse, void>({
      query: () => call('GET', 'officefit/v1/anamnesis'),
      providesTags: ['Anamnesis'],
    }),
  }),
});

export const {
  useLoginMutation,
  useValidateTokenMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useGetAnamnesisQuery,
} = sessionApi;
