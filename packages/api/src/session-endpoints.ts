import { api } from './api';
import { call } from './base-query';
import type { TokenResponse } from './types/wp';
import type { Lang, Me } from './types/me';
import type { AnamnesisResponse } from '@officefit/domain';

/** POST sso/discover: `start_url` is where the browser goes to sign in with the company account. */
export type SsoDiscovery = { sso: false } | { sso: true; start_url: string; password_login: boolean };

/** The calls the shell needs for the session: login, token check, me and the health profile. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenResponse, { username: string; password: string }>({
      query: (body) => ({ ...call('POST', 'jwt-auth/v1/token', body), skipSessionRule: true }),
    }),
    /** Whether the e-mail's domain signs in through its company's identity provider (issue 37). */
    ssoDiscover: build.mutation<SsoDiscovery, { email: string }>({
      query: (body) => ({ ...call('POST', 'officefit/v1/sso/discover', body), skipSessionRule: true }),
    }),
    /** Trades the one-time ticket of a finished SSO login for the session (the same answer as the login). */
    ssoSession: build.mutation<TokenResponse, { ticket: string }>({
      query: (body) => ({ ...call('POST', 'officefit/v1/sso/session', body), skipSessionRule: true }),
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
  useSsoDiscoverMutation,
  useValidateTokenMutation,
  useGetMeQuery,
  useUpdateMeMutation,
  useGetAnamnesisQuery,
} = sessionApi;
