// officefit/v1/stream: the schedule for subscribers (current or next session, the coming week, "remind me", the
// "new stream" flag) and the staff endpoints (permission stream.write: administrators, marketing) that manage the
// sessions.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import type { StreamReminderReceipt, StreamSchedule } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { requirePermission } from '../../shared/permissions';
import { input, validate } from '../../shared/validate';
import type { Clock } from '../kernel';
import { toSession, toStaffSession } from './mappers';
import {
  addReminder,
  countNewSessions,
  deleteSession,
  findSession,
  insertSession,
  listSessions,
  recordVisit,
  removeReminder,
  type SessionValues,
  updateSession,
  userSessions,
} from './repository';
import { langQuery, noBody, noQuery, sessionBody, sessionParams } from './schemas';
import { STREAM_REMINDER_LEAD_MINUTES } from './tick';

const DAY_MS = 86_400_000;
/** The schedule shows the coming week. */
const SCHEDULE_DAYS = 7;
/** Staff see sessions that ended up to this many days ago. */
const STAFF_PAST_DAYS = 30;

const notFound = () => new AppError('not_found', 'stream_session_not_found', 'No live session with this id.');

function valuesOf(body: ReturnType<typeof sessionBody.parse>): SessionValues {
  const { title_de, ...rest } = body;
  return { ...rest, title: title_de, starts_at: new Date(body.starts_at) };
}

export function streamRoutes(deps: {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock: Clock;
}): Router {
  const { db, requireAuth, clock } = deps;
  const router = Router();
  const abo = [requireAuth, requireAccess('abo')];
  const staff = [requireAuth, requirePermission('stream.write')];

  router.get('/stream', ...abo, validate({ query: langQuery }), async (req, res) => {
    const { lang } = input(req, 'query', langQuery);
    const now = clock();
    const rows = await userSessions(
      db,
      currentUser(req).id,
      now,
      new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS),
    );
    const sessions = rows.map((row) => toSession(row, lang));
    const schedule: StreamSchedule = {
      now: now.toISOString(),
      current: sessions.find((s) => new Date(s.starts_at) <= now) ?? null,
      next: sessions.find((s) => new Date(s.starts_at) > now) ?? null,
      sessions,
    };
    res.json(schedule);
  });

  router.get('/stream/new', ...abo, validate({ query: noQuery }), async (req, res) => {
    res.json({ new_sessions: await countNewSessions(db, currentUser(req).id, clock()) });
  });

  // the page calls this once it showed the schedule: sessions created until now are no longer "new"
  router.post('/stream/seen', ...abo, validate({ body: noBody }), async (req, res) => {
    await recordVisit(db, currentUser(req).id, clock());
    res.json({ new_sessions: 0 });
  });

  router.post(
    '/stream/:id/remind',
    ...abo,
    validate({ params: sessionParams, body: noBody }),
    async (req, res) => {
      const { id } = input(req, 'params', sessionParams);
      const session = await findSession(db, id);
      if (!session) throw notFound();
      if (session.starts_at <= clock()) {
        throw new AppError('conflict', 'stream_session_started', 'This live session has already started.');
      }
      await addReminder(db, currentUser(req).id, id);
      const receipt: StreamReminderReceipt = {
        session_id: id,
        remind_me: true,
        remind_at: new Date(
          session.starts_at.getTime() - STREAM_REMINDER_LEAD_MINUTES * 60_000,
        ).toISOString(),
      };
      res.status(201).json(receipt);
    },
  );

  router.delete(
    '/stream/:id/remind',
    ...abo,
    validate({ params: sessionParams, body: noBody }),
    async (req, res) => {
      const { id } = input(req, 'params', sessionParams);
      if (!(await findSession(db, id))) throw notFound();
      await removeReminder(db, currentUser(req).id, id);
      const receipt: StreamReminderReceipt = { session_id: id, remind_me: false, remind_at: null };
      res.json(receipt);
    },
  );

  // ---- staff ----

  router.get('/admin/stream', ...staff, validate({ query: langQuery }), async (req, res) => {
    const { lang } = input(req, 'query', langQuery);
    const from = new Date(clock().getTime() - STAFF_PAST_DAYS * DAY_MS);
    res.json((await listSessions(db, from)).map((row) => toStaffSession(row, lang)));
  });

  router.post(
    '/admin/stream',
    ...staff,
    validate({ query: langQuery, body: sessionBody }),
    async (req, res) => {
      const { lang } = input(req, 'query', langQuery);
      const values = valuesOf(input(req, 'body', sessionBody));
      const row = await insertSession(db, { ...values, created_by: currentUser(req).id });
      res.status(201).json(toStaffSession(row, lang));
    },
  );

  router.put(
    '/admin/stream/:id',
    ...staff,
    validate({ params: sessionParams, query: langQuery, body: sessionBody }),
    async (req, res) => {
      const { id } = input(req, 'params', sessionParams);
      const { lang } = input(req, 'query', langQuery);
      const row = await updateSession(db, id, valuesOf(input(req, 'body', sessionBody)));
      if (!row) throw notFound();
      res.json(toStaffSession(row, lang));
    },
  );

  router.delete('/admin/stream/:id', ...staff, validate({ params: sessionParams }), async (req, res) => {
    const { id } = input(req, 'params', sessionParams);
    if (!(await deleteSession(db, id))) throw notFound();
    res.json({ deleted: true, id });
  });

  return router;
}
