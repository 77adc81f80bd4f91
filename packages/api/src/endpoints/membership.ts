/**
 * Registration, e-mail verification and membership calls (issue 11; docs: the accounts/membership contract).
 * They live in this package, not in mf-shop, because the shell uses some of them too (the "confirm your e-mail"
 * banner's resend). Type-only imports: the request schemas stay in @officefit/domain and add no runtime code here.
 */
import type {
  AccessCodeResponse,
  CancelMembershipResponse,
  CancelWithoutLoginResponse,
  CheckEmailResponse,
  ConfirmCancellationResponse,
  ExtendMembershipResponse,
  MembershipOffersResponse,
  MembershipOverview,
  RedeemCodeResponse,
  RegistrationResponse,
  VerifyEmailResponse,
} from '@officefit/domain';
import { api } from '../api';
import { call } from '../base-query';

/** A payment-creating request and the key that makes retrying it safe (one key per attempt, not per click). */
export interface IdempotentRequest<T> {
  body: T;
  idempotencyKey: string;
}

type Body = Record<string, unknown>;

const idempotent = (url: string, { body, idempotencyKey }: IdempotentRequest<Body>) => ({
  ...call('POST', url, body),
  headers: { 'Idempotency-Key': idempotencyKey },
});

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembershipOffers: build.query<MembershipOffersResponse, void>({
      query: () => call('GET', 'officefit/v1/membership/offers'),
    }),
    checkAccessCode: build.mutation<AccessCodeResponse, { code: string }>({
      query: (body) => call('POST', 'officefit/v1/registration/access-code', body),
    }),
    checkRegistrationEmail: build.mutation<CheckEmailResponse, { email: string }>({
      query: (body) => call('POST', 'officefit/v1/registration/check-email', body),
    }),
    // skipSessionRule: a visitor has no session; a stale token in a cookie must not throw them to `/`.
    register: build.mutation<RegistrationResponse, IdempotentRequest<Body>>({
      query: (req) => ({ ...idempotent('officefit/v1/registration', req), skipSessionRule: true }),
    }),
    verifyEmail: build.mutation<VerifyEmailResponse, { key: string }>({
      query: (body) => ({ ...call('POST', 'officefit/v1/registration/verify', body), skipSessionRule: true }),
      invalidatesTags: ['Me'],
    }),
    resendVerification: build.mutation<unknown, void>({
      query: () => call('POST', 'officefit/v1/registration/verify/resend'),
    }),
    getMembership: build.query<MembershipOverview, void>({
      query: () => call('GET', 'officefit/v1/membership'),
      providesTags: ['Membership'],
    }),
    extendMembership: build.mutation<ExtendMembershipResponse, IdempotentRequest<Body>>({
      query: (req) => idempotent('officefit/v1/membership/extend', req),
      invalidatesTags: ['Membership', 'Me'],
    }),
    // a voucher or company access code for someone signed in (a guest, a lapsed member, a member adding a term)
    redeemCode: build.mutation<RedeemCodeResponse, { code: string; subcategory_id?: number }>({
      query: (body) => call('POST', 'officefit/v1/membership/redeem', body),
      invalidatesTags: ['Membership', 'Me'],
    }),
    cancelMembership: build.mutation<CancelMembershipResponse, { reason: string; text?: string }>({
      query: (body) => call('POST', 'officefit/v1/membership/cancel', body),
      invalidatesTags: ['Membership', 'Me'],
    }),
    cancelWithoutLogin: build.mutation<CancelWithoutLoginResponse, Body>({
      query: (body) => ({
        ...call('POST', 'officefit/v1/membership/cancel-without-login', body),
        skipSessionRule: true,
      }),
    }),
    // the mailed link: works without a session, and a stale token must not throw the visitor to `/`
    confirmCancellation: build.mutation<ConfirmCancellationResponse, { key: string }>({
      query: (body) => ({
        ...call('POST', 'officefit/v1/membership/cancel-without-login/confirm', body),
        skipSessionRule: true,
      }),
      invalidatesTags: ['Membership', 'Me'],
    }),
  }),
});

export const {
  useGetMembershipOffersQuery,
  useCheckAccessCodeMutation,
  useCheckRegistrationEmailMutation,
  useRegisterMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useGetMembershipQuery,
  useExtendMembershipMutation,
  useRedeemCodeMutation,
  useCancelMembershipMutation,
  useCancelWithoutLoginMutation,
  useConfirmCancellationMutation,
} = membershipApi;
