// Builds the Express app: every module's router under /wp-json, then the 404 and the one error handler.
import express, { type Express, Router } from 'express';
import type { Kysely } from 'kysely';
import type { TrustProxySetting } from './config';
import type { DbKind } from './db/client';
import type { Listen } from './db/notifications';
import type { Database } from './db/schema';
import { type ActivityOptions, type Clock, createActivityModule } from './modules/activity';
import { createAdminModule } from './modules/admin';
import { auditWrites, createAuditModule } from './modules/audit';
import { createAnamnesisModule } from './modules/anamnesis';
import { createAuthModule, type LoginLimit } from './modules/auth';
import { createBonusesModule } from './modules/bonuses';
import { createCatalogueModule } from './modules/catalogue';
import { healthRoutes } from './modules/health';
import { createMeModule } from './modules/me';
import { createPrivacyModule } from './modules/privacy';
import { createProgressModule } from './modules/progress';
import { createProfileModule } from './modules/profile';
import { createImpersonationModule } from './modules/impersonation';
import { createMembershipModule, type LookupLimit, resendVerification } from './modules/membership';
import { createPasswordModule, type ResetLimit, sendResetLink } from './modules/password';
import { createPointsModule } from './modules/points';
import { createPostsModule } from './modules/posts';
import { createShareModule } from './modules/share';
import { createShopModule } from './modules/shop';
import { createStepsModule } from './modules/steps';
import { createTrainingModule } from './modules/training';
import { createBlogModule } from './modules/blog';
import { createContactModule, createOutbox } from './modules/contact';
import { createPagesModule } from './modules/pages';
import { createJobs, createJobsModule, type Jobs } from './modules/jobs';
import {
  createNotificationsModule,
  type PushSender,
  type SmsProvider,
  type VapidKeys,
} from './modules/notifications';
import { createRemindersModule } from './modules/reminders';
import { createStreamModule } from './modules/stream';
import { createAwardsModule } from './modules/community/awards';
import { createChallengesModule } from './modules/community/challenges';
import { createCoworkersModule } from './modules/community/coworkers';
import { createFeedModule } from './modules/community/feed';
import { createHabitsModule } from './modules/community/habits';
import { createRankingModule } from './modules/community/ranking';
import { createCompaniesModule, createCompaniesService } from './modules/companies';
import { createSsoModule, passwordLoginRefused } from './modules/sso';
import { createPaymentsModule, paymentsConfig } from './modules/payments';
import { createReportsModule } from './modules/reports';
import { createScimModule } from './modules/scim';
import { createCalendarModule } from './modules/calendar';
import { authenticate, identify } from './shared/auth';
import { errorHandler, noRouteHandler } from './shared/errors';
import { type Logger, logger, requestLogging } from './shared/logger';
import { rejectUnsafeQuery } from './shared/safe-strings';
import { createMemoryStorage, type FileStorage } from './shared/storage';
import type { JwtOptions } from './shared/jwt';

export interface AppDeps {
  db: Kysely<Database>;
  dbKind: DbKind;
  /** The database's notifications (DatabaseHandle.listen); absent: nothing is kept between requests (tests). */
  listen?: Listen;
  jwt: JwtOptions;
  loginLimit?: LoginLimit;
  resetLimit?: ResetLimit;
  /** Public lookups per client (registration check-email, access code, cancellation without login). */
  lookupLimit?: LookupLimit;
  /** Registrations per client; the default suits one office behind one address. */
  registrationLimit?: LookupLimit;
  /** Where uploaded files (team photos) are stored: shared/storage; in memory when absent (tests, tools). */
  storage?: FileStorage;
  /** What "now" is for the activity rules (tests pin it); the system clock by default. */
  clock?: Clock;
  /** Settings of the exercise rules (e.g. the e2e server's shorter start→finish wait); defaults otherwise. */
  activity?: ActivityOptions;
  /** The process's job registry (server.ts starts it); a fresh, not started one when absent (tests). */
  jobs?: Jobs;
  /** Web Push: the VAPID pair (server.ts resolves it like the JWT secret), or a sender (tests); fresh keys when absent. */
  vapid?: VapidKeys;
  push?: PushSender;
  /** SMS provider of reminders (server.ts: SMS_PROVIDER); absent → SMS is not offered. */
  sms?: SmsProvider | null;
  /** The site's public origin (SITE_URL) for absolute links; the address the request reached when absent (tests). */
  siteUrl?: string;
  /** Which peers may name the client in X-Forwarded-For (TRUST_PROXY, Express `trust proxy`); loopback by default. */
  trustProxy?: TrustProxySetting;
  /** Where request logs go (req.log, with the request id); the process's logger when absent. */
  logger?: Logger;
}

/** Creates the /wp-json app on the given database; holds no state of its own. */
export function createApp(deps: AppDeps): Express {
  const { db, clock } = deps;
  const storage = deps.storage ?? createMemoryStorage();
  const auth = createAuthModule({
    db,
    jwt: deps.jwt,
    loginLimit: deps.loginLimit,
    listen: deps.listen,
    // a company whose users sign in through its identity provider may turn their password login off (issue 37)
    passwordLoginRefused: (userId) => passwordLoginRefused(db, userId),
  });
  // every module queues its mails through this outbox: bodies sealed under a key derived from the JWT secret
  const outbox = createOutbox(deps.jwt.secret);
  // staff writes and writes made while switched to a user are written to the audit log (issue 14)
  const requireAuth = authenticate(auth.verifyAccessToken, auditWrites(db));
  const jobs = deps.jobs ?? createJobs(db, { clock });
  const identifyUser = identify(auth.verifyAccessToken);

  const api = Router();
  // no global body parser: validate({ body }) reads the body after the route's auth (shared/json-body.ts)
  api.use(rejectUnsafeQuery);
  api.use(healthRoutes({ db, dbKind: deps.dbKind }));
  api.use('/jwt-auth/v1', auth.router);
  api.use('/officefit/v1', createMeModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createProfileModule({ db, requireAuth, outbox, storage, jwt: deps.jwt }).router);
  api.use('/officefit/v1', createProgressModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createPrivacyModule({ db, requireAuth, storage, jobs, clock }).router);
  api.use('/officefit/v1', createAnamnesisModule({ db, requireAuth }).router);
  api.use('/officefit/v1', createTrainingModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createPointsModule({ db, requireAuth }).router);
  api.use('/officefit/v1', createActivityModule({ db, requireAuth, clock, options: deps.activity }).router);
  api.use('/officefit/v1', createStepsModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createShareModule({ db, requireAuth, outbox, clock }).router);
  api.use('/officefit/v1', createBonusesModule({ db, requireAuth }).router);
  const shop = createShopModule({ db, requireAuth, outbox, clock });
  api.use('/officefit/v1', shop.router);
  api.use('/officefit/v1', shop.media);
  const actions = {
    resendVerification: (userId: number) =>
      resendVerification({ db, outbox, jwt: deps.jwt, lookupLimit: deps.lookupLimit }, userId),
    sendResetLink: (email: string) => sendResetLink({ db, outbox, resetLimit: deps.resetLimit }, email),
  };
  api.use('/officefit/v1', createAdminModule({ db, requireAuth, actions }).router);
  api.use('/officefit/v1', createAuditModule({ db, requireAuth }).router);
  api.use('/officefit/v1', createImpersonationModule({ db, jwt: deps.jwt, requireAuth }).router);
  api.use('/officefit/v1', createPasswordModule({ db, outbox, resetLimit: deps.resetLimit }).router);
  api.use(
    '/officefit/v1',
    createMembershipModule({
      db,
      requireAuth,
      outbox,
      jwt: deps.jwt,
      lookupLimit: deps.lookupLimit,
      registrationLimit: deps.registrationLimit,
      invoiceGraceDays: paymentsConfig().invoice_grace_days,
    }).router,
  );
  const posts = createPostsModule({ db, identify: identifyUser });
  api.use('/wp/v2', posts.router);
  api.use(createPagesModule({ db, requireAuth, storage }).router);
  api.use('/officefit/v1', createBlogModule({ db, requireAuth }).router);
  api.use('/officefit/v1', createContactModule({ db, requireAuth, outbox }).router);
  api.use('/officefit/v1', createHabitsModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createCoworkersModule({ db, requireAuth }).router);
  api.use('/officefit/v1', createChallengesModule({ db, requireAuth, storage, jobs, clock }).router);
  api.use('/officefit/v1', createRankingModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createAwardsModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createJobsModule({ db, jobs, requireAuth, clock }).router);
  api.use('/officefit/v1', createCompaniesModule({ db, requireAuth, outbox, storage }).router);
  // a company's directory provisions its employees (SCIM 2.0, issue 37): staff manage its tokens here, the
  // directory itself calls /scim/v2 below (outside /wp-json: identity providers expect <site>/scim/v2)
  const scim = createScimModule({
    db,
    requireAuth,
    outbox,
    storage,
    deleteSubcategory: (companyId, id) =>
      createCompaniesService({ db, storage }).deleteSubcategory(companyId, id),
  });
  api.use('/officefit/v1', scim.adminRouter);
  api.use('/officefit/v1', createSsoModule({ db, jwt: deps.jwt, requireAuth }).router);
  api.use('/officefit/v1', createReportsModule({ db, requireAuth, clock }).router);
  api.use('/officefit/v1', createPaymentsModule({ db, requireAuth, outbox, jobs, clock }).router);
  api.use('/officefit/v1', createCatalogueModule({ db, requireAuth, storage }).router);
  // reminders and stream reminders go out through one notifier (in-app, e-mail via the outbox, Web Push, SMS)
  const notifications = createNotificationsModule({
    db,
    requireAuth,
    outbox,
    jobs,
    vapid: deps.vapid,
    push: deps.push,
    sms: deps.sms,
    clock,
  });
  api.use('/officefit/v1', notifications.router);
  api.use(
    '/officefit/v1',
    createFeedModule({ db, requireAuth, notifier: notifications.notifier, clock }).router,
  );
  api.use(
    '/officefit/v1',
    createRemindersModule({
      db,
      requireAuth,
      jobs,
      notifier: notifications.notifier,
      smsAvailable: notifications.smsAvailable,
    }).router,
  );
  api.use(
    '/officefit/v1',
    createStreamModule({
      db,
      requireAuth,
      jobs,
      notifier: notifications.notifier,
      clock,
      storage,
      secret: deps.jwt.secret,
    }).router,
  );

  // the user's secret calendar feed (issue 37): reminder times and the live sessions they are reminded of
  api.use('/officefit/v1', createCalendarModule({ db, requireAuth, clock }).router);

  const app = express();
  app.disable('x-powered-by');
  // only the gateway may name the client (X-Forwarded-For, -Proto): the per-client limits (login, contact,
  // lookups) count req.ip, which is the gateway's own address for everyone if the gateway is not trusted
  app.set('trust proxy', deps.trustProxy ?? 'loopback');
  if (deps.siteUrl) app.locals.siteUrl = deps.siteUrl.replace(/\/+$/, '');
  app.use(requestLogging(deps.logger ?? logger));
  app.use('/wp-json', api);
  app.use('/scim/v2', scim.router);
  app.use(noRouteHandler);
  app.use(errorHandler);
  return app;
}
