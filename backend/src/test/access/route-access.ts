// The access table of the API: one row per route of createApp(), `METHOD /wp-json/…` → who may pass its guards.
// access-matrix.test.ts walks the real router and calls every row as every kind of caller, so a new route
// without a row, a row without a route, or a route whose guard differs from its row fails the build.
// The levels use the frontend guard names (shell/src/guards/access.ts); DECISIONS.md "Server-side guards".

import type { Role } from '../../shared/domain';
import { can, type Permission } from '../../shared/permissions';

/** Who may pass a route's guards: a membership level, or a permission of the staff table (shared/permissions). */
export type RouteAccess =
  /** anyone, no token needed */
  | 'public'
  /** any valid token */
  | 'authenticated'
  /** a subscriber with an active subscription, a guest, or an administrator */
  | 'aboorguest'
  /** a subscriber with an active subscription, or an administrator */
  | 'abo'
  /** staff endpoints: whoever holds the permission in shared/permissions.ts */
  | Permission
  /** role levels of routes still guarded by requireRole (administrator + marketing / customer service, or
   * administrators only); new staff routes use a permission */
  | 'editor'
  | 'service'
  | 'admin'
  /** a company's SCIM token (issue 37), never a login token: every caller of the matrix is turned away */
  | 'scimToken'
  /** the refresh cookie (auth/refresh.ts), never a bearer token: every caller of the matrix is turned away */
  | 'refreshCookie';

/** The kinds of caller the matrix tries on every route. */
export const CALLERS = [
  'visitor',
  'guest',
  'subscriber',
  'expiredSubscriber',
  'owner',
  'customerService',
  'marketing',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** The roles of each caller's account (seed/demo-users.ts); the visitor has no token. */
export const CALLER_ROLES: Record<Exclude<Caller, 'visitor'>, Role[]> = {
  guest: ['guest'],
  subscriber: ['subscriber'],
  expiredSubscriber: ['subscriber'],
  owner: ['subscriber', 'company_owner'],
  customerService: ['customer_service'],
  marketing: ['marketing'],
  admin: ['administrator'],
};

/** Which callers pass the membership levels. */
const LEVELS: Record<
  | 'public'
  | 'authenticated'
  | 'aboorguest'
  | 'abo'
  | 'editor'
  | 'service'
  | 'admin'
  | 'scimToken'
  | 'refreshCookie',
  readonly Caller[]
> = {
  public: CALLERS,
  authenticated: CALLERS.filter((c) => c !== 'visitor'),
  aboorguest: ['guest', 'subscriber', 'owner', 'admin'],
  abo: ['subscriber', 'owner', 'admin'],
  editor: ['marketing', 'admin'],
  service: ['customerService', 'admin'],
  admin: ['admin'],
  scimToken: [],
  refreshCookie: [],
};

/** Whether the caller passes the access level: the membership levels above, or the permission table itself. */
export function passes(access: RouteAccess, caller: Caller): boolean {
  if (access in LEVELS) return LEVELS[access as keyof typeof LEVELS].includes(caller);
  return caller !== 'visitor' && can({ roles: CALLER_ROLES[caller] }, access as Permission);
}

const V1 = '/wp-json/officefit/v1';

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // ---- infrastructure, login, password reset, contact (public) ----
  'GET /wp-json/health': 'public',
  [`GET ${V1}/health`]: 'public',
  'POST /wp-json/jwt-auth/v1/token': 'public',
  // checks the token itself (403 jwt_auth_* without one)
  'POST /wp-json/jwt-auth/v1/token/validate': 'authenticated',
  'POST /wp-json/jwt-auth/v1/token/revoke': 'authenticated',
  'POST /wp-json/jwt-auth/v1/token/refresh': 'refreshCookie',
  [`POST ${V1}/password_lost`]: 'public',
  [`POST ${V1}/password_reset`]: 'public',
  [`POST ${V1}/contact`]: 'public',
  // registration and the § 312k BGB cancellation (issue 11)
  [`GET ${V1}/membership/offers`]: 'public',
  [`POST ${V1}/registration/access-code`]: 'public',
  [`POST ${V1}/registration/check-email`]: 'public',
  [`POST ${V1}/registration`]: 'public',
  [`POST ${V1}/registration/verify`]: 'public',
  [`POST ${V1}/membership/cancel-without-login`]: 'public',
  [`POST ${V1}/membership/cancel-without-login/confirm`]: 'public',

  // ---- the signed-in user's account: the shell calls these for everyone (language switch, header, /score) ----
  [`GET ${V1}/me`]: 'authenticated',
  [`PUT ${V1}/me`]: 'authenticated',
  // profile and GDPR self-service (issue 13): no membership needed to manage one's own account
  [`GET ${V1}/me/profile`]: 'authenticated',
  [`PUT ${V1}/me/profile`]: 'authenticated',
  [`POST ${V1}/me/avatar`]: 'authenticated',
  [`DELETE ${V1}/me/avatar`]: 'authenticated',
  [`GET ${V1}/avatar/:file`]: 'public',
  [`GET ${V1}/cms_pictures/:file`]: 'public',
  [`POST ${V1}/me/email`]: 'authenticated',
  [`POST ${V1}/me/email/confirm`]: 'public',
  [`POST ${V1}/me/password`]: 'authenticated',
  [`PUT ${V1}/me/absence`]: 'authenticated',
  [`DELETE ${V1}/me/absence`]: 'authenticated',
  [`GET ${V1}/me/export`]: 'authenticated',
  [`POST ${V1}/me/delete`]: 'authenticated',
  [`POST ${V1}/me/delete/cancel`]: 'authenticated',
  [`POST ${V1}/me/health-consent/withdraw`]: 'authenticated',
  [`GET ${V1}/points`]: 'authenticated',
  // the progress screen belongs to the training app (issue 38)
  [`GET ${V1}/me/progress`]: 'aboorguest',
  [`GET ${V1}/awards`]: 'authenticated',
  // the membership itself: an expired member must still renew, and anyone may cancel (issue 11)
  [`POST ${V1}/registration/verify/resend`]: 'authenticated',
  [`GET ${V1}/membership`]: 'authenticated',
  [`POST ${V1}/membership/extend`]: 'authenticated',
  [`POST ${V1}/membership/redeem`]: 'authenticated',
  [`POST ${V1}/membership/cancel`]: 'authenticated',

  // ---- training (/home, /anamnesis, /favourites, /pain, /mental, /goals: abo; /exercise/:id: aboorguest) ----
  [`GET ${V1}/anamnesis`]: 'abo',
  [`PUT ${V1}/anamnesis`]: 'abo',
  [`POST ${V1}/anamnesis/skip`]: 'abo',
  [`GET ${V1}/current_units`]: 'abo',
  [`GET ${V1}/day_units/:day`]: 'abo',
  [`GET ${V1}/current_day`]: 'abo',
  [`PUT ${V1}/start_unit`]: 'abo',
  [`PUT ${V1}/finish_unit`]: 'abo',
  [`GET ${V1}/exercises`]: 'abo',
  [`GET ${V1}/exercise/:id`]: 'aboorguest',
  [`GET ${V1}/favourites`]: 'abo',
  [`PUT ${V1}/favourites`]: 'aboorguest',
  [`DELETE ${V1}/favourites/:id`]: 'aboorguest',
  [`GET ${V1}/dislikes`]: 'abo',
  [`PUT ${V1}/dislikes`]: 'aboorguest',
  [`DELETE ${V1}/dislikes/:id`]: 'abo',
  [`GET ${V1}/pain_exercise`]: 'abo',
  [`GET ${V1}/quick_start`]: 'abo',
  [`GET ${V1}/media/exercises/:file`]: 'public',
  [`PUT ${V1}/action_start_exercise`]: 'aboorguest',
  [`PUT ${V1}/action_exercise`]: 'aboorguest',
  [`GET ${V1}/weekly_goal`]: 'abo',
  [`PUT ${V1}/weekly_goal`]: 'abo',
  [`GET ${V1}/strikes`]: 'abo',
  [`GET ${V1}/trained_days`]: 'abo',
  [`GET ${V1}/steps`]: 'abo',
  [`PUT ${V1}/steps`]: 'abo',
  [`PUT ${V1}/steps/activate`]: 'abo',
  // gives points to a colleague too: not for guests, although the exercise page shows the button
  [`PUT ${V1}/exercise_share`]: 'abo',

  // ---- shop (/mybonuses: abo) ----
  [`GET ${V1}/bonuses`]: 'abo',
  [`GET ${V1}/shop/products`]: 'abo',
  [`GET ${V1}/shop/products/:id`]: 'abo',
  [`GET ${V1}/shop/cart`]: 'abo',
  [`POST ${V1}/shop/cart`]: 'abo',
  [`PUT ${V1}/shop/cart/:id`]: 'abo',
  [`DELETE ${V1}/shop/cart/:id`]: 'abo',
  [`POST ${V1}/shop/coupon`]: 'abo',
  [`POST ${V1}/shop/checkout`]: 'abo',
  [`GET ${V1}/shop/orders`]: 'abo',
  [`GET ${V1}/shop/orders/:id`]: 'abo',
  [`GET ${V1}/shop/orders/:id/invoice`]: 'abo',
  [`POST ${V1}/shop/orders/:id/cancel`]: 'abo',
  [`GET ${V1}/media/products/:file`]: 'public',
  [`GET ${V1}/admin/shop/products`]: 'catalogue.write',
  [`POST ${V1}/admin/shop/products`]: 'catalogue.write',
  [`PUT ${V1}/admin/shop/products/:id`]: 'catalogue.write',
  [`PUT ${V1}/admin/shop/products/:id/stock`]: 'catalogue.write',
  [`GET ${V1}/admin/shop/coupons`]: 'catalogue.write',
  [`POST ${V1}/admin/shop/coupons`]: 'catalogue.write',
  [`GET ${V1}/admin/shop/coupons/:id/waitlist`]: 'catalogue.write',
  [`GET ${V1}/admin/shop/orders`]: 'orders.read',
  [`GET ${V1}/admin/shop/orders/:id/invoice`]: 'orders.read',
  [`POST ${V1}/admin/shop/orders/:id/cancel`]: 'orders.cancel',
  [`PUT ${V1}/admin/shop/coupons/:id`]: 'catalogue.write',

  // ---- community (/habits, /challenges, /ranking: abo; /score: open) ----
  [`GET ${V1}/habit_suggestions`]: 'abo',
  [`GET ${V1}/habits`]: 'abo',
  [`PUT ${V1}/habits`]: 'abo',
  [`GET ${V1}/action_habit`]: 'abo',
  [`PUT ${V1}/action_habit`]: 'abo',
  [`PUT ${V1}/delete_action_habit`]: 'abo',
  [`GET ${V1}/coworkers`]: 'abo',
  [`PUT ${V1}/participating`]: 'abo',
  [`GET ${V1}/challenge`]: 'abo',
  [`POST ${V1}/challenge`]: 'abo',
  [`GET ${V1}/challenge/:id`]: 'abo',
  [`PUT ${V1}/challenge/:id`]: 'abo',
  [`DELETE ${V1}/challenge/:id`]: 'abo',
  [`PUT ${V1}/challenge/:id/accept`]: 'abo',
  [`PUT ${V1}/challenge/:id/decline`]: 'abo',
  [`PUT ${V1}/challenge/:id/cheer`]: 'abo',
  [`POST ${V1}/challenge/:id/photo`]: 'abo',
  [`DELETE ${V1}/challenge/:id/photo`]: 'abo',
  // capability URL for <img> (no bearer token possible); the token is random per upload
  [`GET ${V1}/challenge_photo/:token`]: 'public',
  [`POST ${V1}/admin/jobs/challenges/run`]: 'jobs.run',
  [`GET ${V1}/admin/jobs`]: 'jobs.read',
  [`POST ${V1}/admin/jobs/:id/retry`]: 'jobs.run',
  [`POST ${V1}/admin/challenges/:id/end`]: 'challenges.manage',
  [`GET ${V1}/ranking_short`]: 'abo',
  [`GET ${V1}/ranking_medium`]: 'abo',
  [`GET ${V1}/ranking_full`]: 'abo',
  // the team feed (issue 38); the opt-in (the ranking) is the service's 403, after the guard
  [`GET ${V1}/feed`]: 'abo',
  [`PUT ${V1}/feed/:id/cheer`]: 'abo',
  [`DELETE ${V1}/feed/:id/cheer`]: 'abo',
  [`DELETE ${V1}/feed/:id`]: 'abo',
  [`POST ${V1}/feed/:id/hide`]: 'challenges.manage',
  [`GET ${V1}/admin/feed`]: 'challenges.manage',
  [`POST ${V1}/admin/feed/:id/unhide`]: 'challenges.manage',

  // ---- blog (/blog and /blog/:id open; /bookmarks abo) and CMS (editor) ----
  'GET /wp-json/wp/v2/posts': 'public',
  'GET /wp-json/wp/v2/posts/:id': 'public',
  'GET /wp-json/wp/v2/tags': 'public',
  'GET /wp-json/wp/v2/categories': 'public',
  'GET /wp-json/wp/v2/pages': 'public',
  [`GET ${V1}/blog_config`]: 'public',
  [`GET ${V1}/bookmarks`]: 'abo',
  // the article page offers bookmarking, the read mark and stars to every signed-in reader; members-only
  // articles answer 403 rest_members_only inside the service
  [`PUT ${V1}/bookmarks`]: 'authenticated',
  [`DELETE ${V1}/bookmarks/:id`]: 'authenticated',
  [`GET ${V1}/read_articles`]: 'authenticated',
  [`GET ${V1}/entered_blog`]: 'authenticated',
  [`PUT ${V1}/action_article`]: 'authenticated',
  [`PUT ${V1}/rating`]: 'authenticated',
  [`GET ${V1}/cms/posts`]: 'cms.write',
  [`POST ${V1}/cms/posts`]: 'cms.write',
  [`GET ${V1}/cms/posts/:id`]: 'cms.write',
  [`PUT ${V1}/cms/posts/:id`]: 'cms.write',
  [`DELETE ${V1}/cms/posts/:id`]: 'cms.write',
  [`GET ${V1}/cms/tags`]: 'cms.write',
  [`POST ${V1}/cms/tags`]: 'cms.write',
  [`GET ${V1}/cms/pages`]: 'cms.write',
  [`POST ${V1}/cms/pages`]: 'cms.write',
  [`DELETE ${V1}/cms/pages/:id`]: 'cms.write',
  [`GET ${V1}/cms/pages/:id/:lang`]: 'cms.write',
  [`PUT ${V1}/cms/pages/:id/:lang`]: 'cms.write',
  [`POST ${V1}/cms/pages/:id/:lang/publish`]: 'cms.write',
  [`POST ${V1}/cms/pages/:id/:lang/unpublish`]: 'cms.write',
  [`GET ${V1}/cms/pages/:id/:lang/revisions`]: 'cms.write',
  [`GET ${V1}/cms/pages/:id/:lang/revisions/:rev`]: 'cms.write',
  [`POST ${V1}/cms/pages/:id/:lang/revisions/:rev/restore`]: 'cms.write',
  [`GET ${V1}/cms/pictures`]: 'cms.write',
  [`POST ${V1}/cms/pictures`]: 'cms.write',

  // ---- admin and customer-service area (issue 14: by permission) ----
  [`GET ${V1}/admin/users`]: 'users.read',
  [`GET ${V1}/admin/requests`]: 'requests.read',
  [`PUT ${V1}/admin/requests/:id`]: 'requests.write',
  [`GET ${V1}/admin/outbox`]: 'outbox.read',
  [`POST ${V1}/admin/memberships/:id/confirm-payment`]: 'payments.confirm',
  [`GET ${V1}/admin/memberships/:id`]: 'users.read',
  [`GET ${V1}/admin/refunds`]: 'payments.confirm',
  [`POST ${V1}/admin/refunds/:id/confirm`]: 'payments.confirm',
  [`GET ${V1}/admin/payments/sepa-collections`]: 'payments.confirm',
  [`POST ${V1}/admin/payments/sepa-collections`]: 'payments.confirm',
  [`GET ${V1}/admin/payments/sepa-collections/:id/file`]: 'payments.confirm',
  [`POST ${V1}/admin/payments/bank-statements`]: 'payments.confirm',
  [`GET ${V1}/admin/payments/invoices`]: 'payments.confirm',
  [`GET ${V1}/admin/trial-requests`]: 'requests.read',
  [`GET ${V1}/admin/vouchers`]: 'companies.read',
  [`POST ${V1}/admin/vouchers`]: 'companies.write',
  [`POST ${V1}/admin/vouchers/:id/disable`]: 'companies.write',
  [`GET ${V1}/admin/users/:id`]: 'users.read',
  [`POST ${V1}/admin/users/:id/verification`]: 'users.write',
  [`POST ${V1}/admin/users/:id/reset-link`]: 'users.write',
  [`POST ${V1}/admin/users/:id/unlock`]: 'users.write',
  [`PUT ${V1}/admin/users/:id/membership`]: 'memberships.write',
  [`POST ${V1}/admin/users/:id/impersonate`]: 'users.impersonate',
  // "switch back": any token; a token that is not a switched one gets 409 impersonation_not_active
  [`POST ${V1}/impersonation/end`]: 'authenticated',
  [`GET ${V1}/admin/audit`]: 'audit.read',

  // ---- companies, users, account owners (issue 14, A2) ----
  [`GET ${V1}/admin/companies`]: 'companies.read',
  [`POST ${V1}/admin/companies`]: 'companies.write',
  [`GET ${V1}/admin/companies/:id`]: 'companies.read',
  [`PUT ${V1}/admin/companies/:id`]: 'companies.write',
  [`POST ${V1}/admin/companies/:id/subcategories`]: 'companies.write',
  [`PUT ${V1}/admin/companies/:id/subcategories/:sid`]: 'companies.write',
  [`DELETE ${V1}/admin/companies/:id/subcategories/:sid`]: 'companies.write',
  [`POST ${V1}/admin/companies/:id/subcategories/:sid/picture`]: 'companies.write',
  [`GET ${V1}/company_picture/:token`]: 'public',
  [`POST ${V1}/admin/companies/:id/access-codes`]: 'companies.write',
  [`PUT ${V1}/admin/companies/:id/access-codes/:cid`]: 'companies.write',
  [`POST ${V1}/admin/companies/:id/services`]: 'companies.write',
  [`PUT ${V1}/admin/companies/:id/services/:sid`]: 'companies.write',
  [`GET ${V1}/admin/service-requests`]: 'services.handle',
  [`PUT ${V1}/admin/service-requests/:id`]: 'services.handle',
  [`GET ${V1}/company`]: 'reports.company',
  [`POST ${V1}/company/service-requests`]: 'services.book',
  [`POST ${V1}/admin/users`]: 'users.create',
  [`POST ${V1}/admin/users/import`]: 'users.import',
  [`GET ${V1}/company/report`]: 'reports.company',
  [`GET ${V1}/company/report.csv`]: 'reports.company',
  [`GET ${V1}/company/members/unconfirmed`]: 'reports.company',
  [`POST ${V1}/company/members/:id/confirm`]: 'reports.company',
  [`GET ${V1}/admin/companies/:id/sso`]: 'companies.read',
  [`PUT ${V1}/admin/companies/:id/sso`]: 'companies.write',
  [`DELETE ${V1}/admin/companies/:id/sso`]: 'companies.write',
  [`POST ${V1}/sso/discover`]: 'public',
  [`GET ${V1}/sso/start`]: 'public',
  [`GET ${V1}/sso/callback`]: 'public',
  [`POST ${V1}/sso/session`]: 'public',
  [`GET ${V1}/admin/companies/:id/report`]: 'companies.read',
  // a company's directory (SCIM 2.0, issue 37): staff manage its tokens, the directory calls /scim/v2 with one
  [`GET ${V1}/admin/companies/:id/scim-tokens`]: 'companies.read',
  [`POST ${V1}/admin/companies/:id/scim-tokens`]: 'companies.write',
  [`DELETE ${V1}/admin/companies/:id/scim-tokens/:tid`]: 'companies.write',
  ...Object.fromEntries(
    ['Users', 'Groups'].flatMap((type): [string, RouteAccess][] => [
      [`GET /scim/v2/${type}`, 'scimToken'],
      [`POST /scim/v2/${type}`, 'scimToken'],
      [`GET /scim/v2/${type}/:id`, 'scimToken'],
      [`PUT /scim/v2/${type}/:id`, 'scimToken'],
      [`PATCH /scim/v2/${type}/:id`, 'scimToken'],
      [`DELETE /scim/v2/${type}/:id`, 'scimToken'],
    ]),
  ),
  'GET /scim/v2/ServiceProviderConfig': 'scimToken',
  [`GET ${V1}/admin/companies/:id/report.csv`]: 'companies.read',

  // ---- catalogue editing (issue 14, H1) ----
  [`GET ${V1}/admin/exercises`]: 'catalogue.write',
  [`POST ${V1}/admin/exercises`]: 'catalogue.write',
  [`GET ${V1}/admin/exercises/:id`]: 'catalogue.write',
  [`PUT ${V1}/admin/exercises/:id`]: 'catalogue.write',
  [`POST ${V1}/admin/exercises/:id/illustration`]: 'catalogue.write',
  [`DELETE ${V1}/admin/exercises/:id/illustration`]: 'catalogue.write',
  [`GET ${V1}/exercise_illustration/:token`]: 'public',
  // the exercise demonstration (issue 14 "Show the movement", H2)
  [`GET ${V1}/admin/exercises/:id/poses`]: 'catalogue.write',
  [`PUT ${V1}/admin/exercises/:id/poses`]: 'catalogue.write',

  // ---- reminders, notifications, Web Push, live stream (issue 13, P2) ----
  // any signed-in user keeps a setting; reminders go out only with an active membership (spec §6)
  [`GET ${V1}/reminders`]: 'authenticated',
  // the secret calendar feed (issue 37): its URL for the signed-in user; the feed itself needs only its token
  [`GET ${V1}/me/calendar`]: 'authenticated',
  [`POST ${V1}/me/calendar/reset`]: 'authenticated',
  [`GET ${V1}/calendar/:file`]: 'public',
  [`PUT ${V1}/reminders`]: 'authenticated',
  [`GET ${V1}/notifications`]: 'authenticated',
  [`POST ${V1}/notifications/read`]: 'authenticated',
  [`GET ${V1}/push/vapid-public-key`]: 'authenticated',
  [`POST ${V1}/push/subscriptions`]: 'authenticated',
  [`DELETE ${V1}/push/subscriptions`]: 'authenticated',
  [`GET ${V1}/stream`]: 'abo',
  [`GET ${V1}/stream/new`]: 'abo',
  [`POST ${V1}/stream/seen`]: 'abo',
  [`POST ${V1}/stream/:id/remind`]: 'abo',
  [`DELETE ${V1}/stream/:id/remind`]: 'abo',
  [`GET ${V1}/admin/stream`]: 'stream.write',
  [`POST ${V1}/admin/stream`]: 'stream.write',
  [`PUT ${V1}/admin/stream/:id`]: 'stream.write',
  [`DELETE ${V1}/admin/stream/:id`]: 'stream.write',
  [`POST ${V1}/admin/stream/:id/videos`]: 'stream.write',
  [`DELETE ${V1}/admin/stream/:id/videos/:videoId`]: 'stream.write',
  // a <video> sends no bearer token: the signed token in the query names the caller, whose access (abo or
  // stream.write) the route checks itself (stream-video.test.ts "who may play a recording")
  [`GET ${V1}/stream/videos/:id`]: 'public',
};
