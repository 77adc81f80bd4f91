// The access table of the API: one row per route of createApp(), `METHOD /wp-json/…` → who may pass its guards.
// access-matrix.test.ts walks the real router and calls every row as every kind of caller, so a new route
// without a row, a row without a route, or a route whose guard differs from its row fails the build.
// The levels use the frontend guard names (shell/src/guards/access.ts); DECISIONS.md "Server-side guards".

/** Who may pass a route's guards. */
export type RouteAccess =
  /** anyone, no token needed */
  | 'public'
  /** any valid token */
  | 'authenticated'
  /** a subscriber with an active subscription, a guest, or an administrator */
  | 'aboorguest'
  /** a subscriber with an active subscription, or an administrator */
  | 'abo'
  /** administrator or marketing */
  | 'editor'
  /** administrator or customer service */
  | 'service'
  /** administrators only */
  | 'admin';

/** The kinds of caller the matrix tries on every route. */
export const CALLERS = [
  'visitor',
  'guest',
  'subscriber',
  'expiredSubscriber',
  'customerService',
  'marketing',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Which callers pass each access level. */
export const PASSES: Record<RouteAccess, readonly Caller[]> = {
  public: CALLERS,
  authenticated: CALLERS.filter((c) => c !== 'visitor'),
  aboorguest: ['guest', 'subscriber', 'admin'],
  abo: ['subscriber', 'admin'],
  editor: ['marketing', 'admin'],
  service: ['customerService', 'admin'],
  admin: ['admin'],
};

const V1 = '/wp-json/officefit/v1';

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // ---- infrastructure, login, password reset, contact (public) ----
  'GET /wp-json/health': 'public',
  [`GET ${V1}/health`]: 'public',
  'POST /wp-json/jwt-auth/v1/token': 'public',
  // checks the token itself (403 jwt_auth_* without one)
  'POST /wp-json/jwt-auth/v1/token/validate': 'authenticated',
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

  // ---- the signed-in user's account: the shell calls these for everyone (language switch, header, /score) ----
  [`GET ${V1}/me`]: 'authenticated',
  [`PUT ${V1}/me`]: 'authenticated',
  [`GET ${V1}/points`]: 'authenticated',
  [`GET ${V1}/awards`]: 'authenticated',
  // the membership itself: an expired member must still renew, and anyone may cancel (issue 11)
  [`POST ${V1}/registration/verify/resend`]: 'authenticated',
  [`GET ${V1}/membership`]: 'authenticated',
  [`POST ${V1}/membership/extend`]: 'authenticated',
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
  [`GET ${V1}/media/products/:file`]: 'public',
  [`GET ${V1}/admin/shop/products`]: 'service',
  [`POST ${V1}/admin/shop/products`]: 'service',
  [`PUT ${V1}/admin/shop/products/:id`]: 'service',
  [`PUT ${V1}/admin/shop/products/:id/stock`]: 'service',
  [`GET ${V1}/admin/shop/coupons`]: 'service',
  [`POST ${V1}/admin/shop/coupons`]: 'service',
  [`GET ${V1}/admin/shop/coupons/:id/waitlist`]: 'service',
  [`GET ${V1}/admin/shop/orders`]: 'service',
  [`POST ${V1}/admin/shop/orders/:id/cancel`]: 'service',

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
  [`POST ${V1}/admin/jobs/challenges/run`]: 'admin',
  [`GET ${V1}/admin/jobs`]: 'admin',
  [`POST ${V1}/admin/jobs/:id/retry`]: 'admin',
  [`POST ${V1}/admin/challenges/:id/end`]: 'admin',
  [`GET ${V1}/ranking_short`]: 'abo',
  [`GET ${V1}/ranking_medium`]: 'abo',
  [`GET ${V1}/ranking_full`]: 'abo',

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
  [`GET ${V1}/cms/posts`]: 'editor',
  [`POST ${V1}/cms/posts`]: 'editor',
  [`GET ${V1}/cms/posts/:id`]: 'editor',
  [`PUT ${V1}/cms/posts/:id`]: 'editor',
  [`DELETE ${V1}/cms/posts/:id`]: 'editor',
  [`GET ${V1}/cms/tags`]: 'editor',
  [`POST ${V1}/cms/tags`]: 'editor',
  [`GET ${V1}/cms/pages`]: 'editor',
  [`POST ${V1}/cms/pages`]: 'editor',
  [`DELETE ${V1}/cms/pages/:id`]: 'editor',
  [`GET ${V1}/cms/pages/:id/:lang`]: 'editor',
  [`PUT ${V1}/cms/pages/:id/:lang`]: 'editor',
  [`POST ${V1}/cms/pages/:id/:lang/publish`]: 'editor',
  [`POST ${V1}/cms/pages/:id/:lang/unpublish`]: 'editor',
  [`GET ${V1}/cms/pages/:id/:lang/revisions`]: 'editor',
  [`GET ${V1}/cms/pages/:id/:lang/revisions/:rev`]: 'editor',
  [`POST ${V1}/cms/pages/:id/:lang/revisions/:rev/restore`]: 'editor',

  // ---- admin area (/admin: service) ----
  [`GET ${V1}/admin/users`]: 'service',
  [`GET ${V1}/admin/requests`]: 'service',
  [`PUT ${V1}/admin/requests/:id`]: 'service',
  [`GET ${V1}/admin/outbox`]: 'service',
  [`POST ${V1}/admin/memberships/:id/confirm-payment`]: 'service',
  [`GET ${V1}/admin/trial-requests`]: 'service',
};
