// The ownership table of the API (issue 17): for every route that takes an id in its path, and for the routes
// that name someone's rows by an id in the body, whose ids the caller may use. access-ownership.test.ts
// requires a row for every `:param` route of createApp() (a new id route without a row fails) and a scenario
// for every row that scopes ids to a user or a company, and runs it as the owner, a colleague at the same
// company, a user of another company and an administrator: foreign ids answer 403/404 and change no row.
// route-access.ts says who passes the guards; this table says which ids they may then use.

/** Whose ids a route accepts once its guards let the caller through. */
export type Ownership =
  /** the id names the caller's own rows (orders, habits, habit check-offs): anybody else's id is 403/404 */
  | 'self'
  /** a challenge: its owner edits, invited members answer, colleagues read running ones; nobody else */
  | 'participants'
  /** rows of the caller's company (cheering, service bookings): colleagues pass, another company's user not */
  | 'company'
  /** the id names shared content (exercise, post, product, stream session) and the call reads or changes only
   * the caller's own rows (favourites, cart, bookmarks, reminders, read marks of notifications): another user's rows stay as they are */
  | 'caller'
  /** shared content the access level already scopes (catalogue, blog, members-only media) */
  | 'catalogue'
  /** a staff permission is the scope (every company); the row's permission is in route-access.ts */
  | 'staff'
  /** a staff route with a child id under a parent id: the child must belong to that parent (else 404) */
  | 'staff-nested'
  /** a random token or file name in the URL is the authorisation (images an <img> loads without a token) */
  | 'capability'
  /** the parameter is not an id (a plan day) */
  | 'not-an-id'
  /** a SCIM resource (/scim/v2): the bearer token's company is the scope; another company's id is 404
   * (scim.test.ts "a company's token cannot see or change another company's users or groups") */
  | 'directory';

/** Kinds whose rows need a scenario in access-ownership.test.ts. */
export const SCOPED: readonly Ownership[] = ['self', 'participants', 'company', 'caller', 'staff-nested'];

const V1 = '/wp-json/officefit/v1';

export const ROUTE_OWNERSHIP: Record<string, Ownership> = {
  // ---- account ----
  [`GET ${V1}/avatar/:file`]: 'capability',
  // the landing pages' pictures: public content under content-hashed names
  [`GET ${V1}/cms_pictures/:file`]: 'catalogue',

  // ---- training ----
  [`GET ${V1}/day_units/:day`]: 'not-an-id',
  [`GET ${V1}/exercise/:id`]: 'catalogue',
  [`DELETE ${V1}/favourites/:id`]: 'caller',
  [`DELETE ${V1}/dislikes/:id`]: 'caller',
  [`GET ${V1}/media/exercises/:file`]: 'catalogue',

  // ---- shop ----
  [`GET ${V1}/shop/products/:id`]: 'catalogue',
  [`PUT ${V1}/shop/cart/:id`]: 'caller',
  [`DELETE ${V1}/shop/cart/:id`]: 'caller',
  [`GET ${V1}/shop/orders/:id`]: 'self',
  [`GET ${V1}/shop/orders/:id/invoice`]: 'self',
  [`POST ${V1}/shop/orders/:id/cancel`]: 'self',
  [`GET ${V1}/media/products/:file`]: 'catalogue',
  [`GET ${V1}/admin/exercises/:id`]: 'staff',
  [`PUT ${V1}/admin/exercises/:id`]: 'staff',
  [`GET ${V1}/admin/exercises/:id/poses`]: 'staff',
  [`PUT ${V1}/admin/exercises/:id/poses`]: 'staff',
  [`POST ${V1}/admin/exercises/:id/illustration`]: 'staff',
  [`DELETE ${V1}/admin/exercises/:id/illustration`]: 'staff',
  [`PUT ${V1}/admin/shop/products/:id`]: 'staff',
  [`PUT ${V1}/admin/shop/products/:id/stock`]: 'staff',
  [`GET ${V1}/admin/shop/coupons/:id/waitlist`]: 'staff',
  [`GET ${V1}/admin/shop/orders/:id/invoice`]: 'staff',
  [`POST ${V1}/admin/shop/orders/:id/cancel`]: 'staff',
  [`PUT ${V1}/admin/shop/coupons/:id`]: 'staff',

  // ---- community (ids in the body: habits, habit actions) ----
  [`PUT ${V1}/habits`]: 'self',
  [`PUT ${V1}/action_habit`]: 'self',
  [`PUT ${V1}/delete_action_habit`]: 'self',
  [`GET ${V1}/challenge/:id`]: 'participants',
  [`PUT ${V1}/challenge/:id`]: 'participants',
  [`DELETE ${V1}/challenge/:id`]: 'participants',
  [`PUT ${V1}/challenge/:id/accept`]: 'participants',
  [`PUT ${V1}/challenge/:id/decline`]: 'participants',
  [`PUT ${V1}/challenge/:id/cheer`]: 'company',
  [`POST ${V1}/challenge/:id/photo`]: 'participants',
  [`DELETE ${V1}/challenge/:id/photo`]: 'participants',
  // the team feed (issue 38): a colleague's post is cheered, the author's own deleted, staff hide any
  [`PUT ${V1}/feed/:id/cheer`]: 'company',
  [`DELETE ${V1}/feed/:id/cheer`]: 'company',
  [`DELETE ${V1}/feed/:id`]: 'self',
  [`POST ${V1}/feed/:id/hide`]: 'staff',
  [`POST ${V1}/admin/feed/:id/unhide`]: 'staff',
  [`GET ${V1}/challenge_photo/:token`]: 'capability',
  [`POST ${V1}/admin/jobs/:id/retry`]: 'staff',
  [`POST ${V1}/admin/challenges/:id/end`]: 'staff',

  // ---- blog and CMS ----
  'GET /wp-json/wp/v2/posts/:id': 'catalogue',
  [`DELETE ${V1}/bookmarks/:id`]: 'caller',
  [`GET ${V1}/cms/posts/:id`]: 'staff',
  [`PUT ${V1}/cms/posts/:id`]: 'staff',
  [`DELETE ${V1}/cms/posts/:id`]: 'staff',
  [`DELETE ${V1}/cms/pages/:id`]: 'staff',
  [`GET ${V1}/cms/pages/:id/:lang`]: 'staff',
  [`PUT ${V1}/cms/pages/:id/:lang`]: 'staff',
  [`POST ${V1}/cms/pages/:id/:lang/publish`]: 'staff',
  [`POST ${V1}/cms/pages/:id/:lang/unpublish`]: 'staff',
  [`GET ${V1}/cms/pages/:id/:lang/revisions`]: 'staff',
  [`GET ${V1}/cms/pages/:id/:lang/revisions/:rev`]: 'staff',
  [`POST ${V1}/cms/pages/:id/:lang/revisions/:rev/restore`]: 'staff',

  // ---- admin and customer service ----
  [`PUT ${V1}/admin/requests/:id`]: 'staff',
  [`POST ${V1}/admin/memberships/:id/confirm-payment`]: 'staff',
  [`GET ${V1}/admin/memberships/:id`]: 'staff',
  [`POST ${V1}/admin/refunds/:id/confirm`]: 'staff',
  [`GET ${V1}/admin/payments/sepa-collections/:id/file`]: 'staff',
  [`POST ${V1}/admin/vouchers/:id/disable`]: 'staff',
  [`GET ${V1}/admin/users/:id`]: 'staff',
  [`POST ${V1}/admin/users/:id/verification`]: 'staff',
  [`POST ${V1}/admin/users/:id/reset-link`]: 'staff',
  [`POST ${V1}/admin/users/:id/unlock`]: 'staff',
  [`PUT ${V1}/admin/users/:id/membership`]: 'staff',
  [`POST ${V1}/admin/users/:id/impersonate`]: 'staff',

  // ---- companies and account owners (the service id in the body must be one of the owner's company) ----
  [`GET ${V1}/admin/companies/:id`]: 'staff',
  [`PUT ${V1}/admin/companies/:id`]: 'staff',
  [`POST ${V1}/admin/companies/:id/subcategories`]: 'staff',
  [`PUT ${V1}/admin/companies/:id/subcategories/:sid`]: 'staff-nested',
  [`DELETE ${V1}/admin/companies/:id/subcategories/:sid`]: 'staff-nested',
  [`POST ${V1}/admin/companies/:id/subcategories/:sid/picture`]: 'staff-nested',
  [`GET ${V1}/company_picture/:token`]: 'capability',
  [`GET ${V1}/exercise_illustration/:token`]: 'capability',
  [`POST ${V1}/admin/companies/:id/access-codes`]: 'staff',
  [`PUT ${V1}/admin/companies/:id/access-codes/:cid`]: 'staff-nested',
  [`POST ${V1}/admin/companies/:id/services`]: 'staff',
  [`PUT ${V1}/admin/companies/:id/services/:sid`]: 'staff-nested',
  [`PUT ${V1}/admin/service-requests/:id`]: 'staff',
  [`POST ${V1}/company/service-requests`]: 'company',
  [`POST ${V1}/company/members/:id/confirm`]: 'company',
  [`GET ${V1}/admin/companies/:id/sso`]: 'staff',
  [`PUT ${V1}/admin/companies/:id/sso`]: 'staff',
  [`DELETE ${V1}/admin/companies/:id/sso`]: 'staff',
  [`GET ${V1}/admin/companies/:id/scim-tokens`]: 'staff',
  [`POST ${V1}/admin/companies/:id/scim-tokens`]: 'staff',
  [`DELETE ${V1}/admin/companies/:id/scim-tokens/:tid`]: 'staff-nested',
  [`GET ${V1}/calendar/:file`]: 'capability',
  ...Object.fromEntries(
    ['Users', 'Groups'].flatMap((type) =>
      ['GET', 'PUT', 'PATCH', 'DELETE'].map((method) => [
        `${method} /scim/v2/${type}/:id`,
        'directory' as const,
      ]),
    ),
  ),
  [`GET ${V1}/admin/companies/:id/report`]: 'staff',
  [`GET ${V1}/admin/companies/:id/report.csv`]: 'staff',

  // ---- notifications and live stream (the notification ids are in the body) ----
  [`POST ${V1}/notifications/read`]: 'caller',
  [`POST ${V1}/stream/:id/remind`]: 'caller',
  [`DELETE ${V1}/stream/:id/remind`]: 'caller',
  [`PUT ${V1}/admin/stream/:id`]: 'staff',
  [`DELETE ${V1}/admin/stream/:id`]: 'staff',
  [`POST ${V1}/admin/stream/:id/videos`]: 'staff',
  [`DELETE ${V1}/admin/stream/:id/videos/:videoId`]: 'staff-nested',
  [`GET ${V1}/stream/videos/:id`]: 'capability',
};
