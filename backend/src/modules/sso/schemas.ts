// Request schemas of the SSO module (issue 37), with the English wire messages.
import { z } from 'zod';
import { pathIdParam } from '../../shared/params';
import type { SsoConfigBody } from '../../shared/domain';
import { isAllowedIssuer } from './oidc';

// no lookahead: the input fuzzer (test/security) builds strings from these patterns
const DOMAIN = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoCompanyParams = z.strictObject({ id: pathIdParam('id') });

/** PUT admin/companies/:id/sso; the secret may be left out to keep the stored one. */
export const ssoConfigBody = z.strictObject({
  issuer: z
    .url({ protocol: /^https?$/, error: 'issuer must be an http(s) URL.' })
    .max(500, 'issuer is too long.')
    .refine(isAllowedIssuer, 'issuer must be an https URL.'),
  client_id: z.string().trim().min(1, 'client_id is required.').max(255, 'client_id is too long.'),
  client_secret: z
    .string()
    .min(1, 'client_secret is empty.')
    .max(1000, 'client_secret is too long.')
    .optional(),
  email_domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(253, 'An e-mail domain is at most 253 characters long.')
        .regex(DOMAIN, 'Each e-mail domain must be a domain name like example.com.'),
    )
    .min(1, 'At least one e-mail domain is required.')
    .max(20, 'At most 20 e-mail domains.'),
  password_login: z.boolean({ error: 'password_login must be true or false.' }),
});
/** Compile-time check: what the schema lets through is the request of @officefit/domain. */
type _ReadsBody<T extends SsoConfigBody = z.output<typeof ssoConfigBody>> = T;

export const discoverBody = z.strictObject({
  email: z.email('email is not a valid e-mail address.').max(254, 'email is too long.'),
});

export const startQuery = z.strictObject({
  company: pathIdParam('company'),
  login_hint: z.email('login_hint is not a valid e-mail address.').max(254).optional(),
});

/** What the provider sends back; anything else it adds (session_state, iss) is kept for openid-client. */
export const callbackQuery = z.looseObject({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

export const sessionBody = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'ticket is not valid.'),
});
export const noQuery = z.strictObject({});
