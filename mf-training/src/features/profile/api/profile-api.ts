import { call, type ApiRequest, type TokenResponse } from '@officefit/api';
import type {
  AnamnesisResponse,
  ChangeEmailBodyInput,
  ChangePasswordBodyInput,
  DeleteAccountBodyInput,
  DeletionState,
  EmailChangeResponse,
  Profile,
  UpdateProfileBodyInput,
  WithdrawConsentBody,
} from '@officefit/domain';
import { trainingApi } from '../../../area-api';

// The profile is part of what `me` shows (names, nickname, avatar, language), so every change refreshes `Me`;
// the nickname and the avatar also show in the ranking.
const PROFILE_TAG = { type: 'Me' as const, id: 'profile' };

const profileApi = trainingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET me/profile. */
    getProfile: build.query<Profile, void>({
      query: () => call('GET', 'officefit/v1/me/profile'),
      providesTags: [PROFILE_TAG],
    }),
    /** PUT me/profile: any subset of the fields. */
    updateProfile: build.mutation<Profile, UpdateProfileBodyInput>({
      query: (body) => call('PUT', 'officefit/v1/me/profile', body),
      invalidatesTags: ['Me', 'Ranking', 'Anamnesis'],
    }),
    /** POST me/avatar (multipart, field `file`). */
    uploadAvatar: build.mutation<Profile, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        // fetchBaseQuery sends a FormData body as it is (multipart with its boundary)
        return { ...call('POST', 'officefit/v1/me/avatar'), data: form } as unknown as ApiRequest;
      },
      invalidatesTags: ['Me', 'Ranking'],
    }),
    deleteAvatar: build.mutation<Profile, void>({
      query: () => call('DELETE', 'officefit/v1/me/avatar'),
      invalidatesTags: ['Me', 'Ranking'],
    }),
    /** POST me/email: mails a confirmation link to the new address. */
    changeEmail: build.mutation<EmailChangeResponse, ChangeEmailBodyInput>({
      query: (body) => call('POST', 'officefit/v1/me/email', body),
      invalidatesTags: [PROFILE_TAG],
    }),
    /** POST me/email/confirm (the link's key; no login needed). */
    confirmEmail: build.mutation<{ email: string }, { key: string }>({
      query: (body) => call('POST', 'officefit/v1/me/email/confirm', body),
      invalidatesTags: ['Me'],
    }),
    /** POST me/password: a fresh token for this session; every other session ends. */
    changePassword: build.mutation<TokenResponse, ChangePasswordBodyInput>({
      query: (body) => call('POST', 'officefit/v1/me/password', body),
    }),
    requestDeletion: build.mutation<DeletionState, DeleteAccountBodyInput>({
      query: (body) => call('POST', 'officefit/v1/me/delete', body),
      invalidatesTags: [PROFILE_TAG],
    }),
    cancelDeletion: build.mutation<DeletionState, void>({
      query: () => call('POST', 'officefit/v1/me/delete/cancel'),
      invalidatesTags: [PROFILE_TAG],
    }),
    withdrawHealthConsent: build.mutation<AnamnesisResponse, WithdrawConsentBody>({
      query: (body) => call('POST', 'officefit/v1/me/health-consent/withdraw', body),
      invalidatesTags: [PROFILE_TAG, 'Me', 'Anamnesis', 'Units'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useDeleteAvatarMutation,
  useChangeEmailMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
  useRequestDeletionMutation,
  useCancelDeletionMutation,
  useWithdrawHealthConsentMutation,
} = profileApi;
