// The SSO errors a user can act on (issue 37). The callback answers them with a redirect to
// /?sso_error=<code>; the app opens its login dialog with the translated text of shell:login.ssoError.<code>.
export const SSO_ERROR_CODES = [
  'wrong_domain',
  'provider_unavailable',
  'seat_limit',
  'account_disabled',
  'state_mismatch',
  'failed',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** A failed SSO login with the code the login page explains. */
export class SsoProblem extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}
