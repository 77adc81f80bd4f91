// officefit/v1/me/calendar (the signed-in user's feed URL, and its reset) and the feed itself,
// officefit/v1/calendar/{token}.ics: no login (a calendar app sends none); the random token is the secret.
import { randomBytes } from 'node:crypto';
import { type Request, type RequestHandler, Router } from 'express';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { currentUser } from '../../shared/auth';
import { AppError } from '../../shared/errors';
import { input, validate } from '../../shared/validate';
import { siteOf } from '../posts';
import { feedText, readFeed } from './feed';

const noQuery = z.strictObject({});
const noBody = z.strictObject({});
const feedParams = z.strictObject({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Unknown calendar.'),
});

const newToken = () => randomBytes(32).toString('base64url');
const urlOf = (req: Request, token: string) => `${siteOf(req).apiRoot}/officefit/v1/calendar/${token}.ics`;

export interface CalendarRoutesDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock?: () => Date;
}

export function calendarRoutes({ db, requireAuth, clock = () => new Date() }: CalendarRoutesDeps): Router {
  const router = Router();

  /** The user's feed token, made on first use (one row per user; a concurrent first use keeps the first). */
  async function tokenOf(userId: number): Promise<string> {
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: userId, token: newToken() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const row = await db
      .selectFrom('calendar_feeds')
      .select('token')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.token;
  }

  router.get('/me/calendar', requireAuth, validate({ query: noQuery }), async (req, res) => {
    res.json({ url: urlOf(req, await tokenOf(currentUser(req).id)) });
  });

  // a new token: the old URL stops working at once (a calendar that still has it gets 404)
  router.post('/me/calendar/reset', requireAuth, validate({ body: noBody }), async (req, res) => {
    const token = newToken();
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: currentUser(req).id, token })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: sql<Date>`now()` }))
      .execute();
    res.json({ url: urlOf(req, token) });
  });

  router.get('/calendar/:file', validate({ params: feedParams, query: noQuery }), async (req, res) => {
    const token = input(req, 'params', feedParams).file.slice(0, -'.ics'.length);
    const feed = await readFeed(db, token);
    if (!feed)
      throw new AppError('not_found', 'calendar_not_found', 'This calendar does not exist (any more).');
    res
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="officefit.ics"',
        // the URL is the secret: no shared cache may keep the feed, and no page may be told where it came from
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(feedText(feed.user, feed.sessions, siteOf(req).origin, clock()));
  });

  return router;
}
