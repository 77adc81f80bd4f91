// officefit/v1/stream: the schedule for subscribers (current or next session, the coming week, "remind me", the
// "new stream" flag) and the staff endpoints (permission stream.write: administrators, marketing) that manage the
// sessions.
import { type RequestHandler, Router } from 'express';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { membershipRequired, passesGuard, requireAccess } from '../../shared/access';
import { currentUser } from '../../shared/auth';
import {
  STREAM_VIDEO_MAX_BYTES,
  STREAM_VIDEO_MAX_MB,
  type StreamReminderReceipt,
  type StreamSchedule,
  type StreamVideo,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { can, notAllowed, requirePermission } from '../../shared/permissions';
import type { FileStorage } from '../../shared/storage';
import { singleFileUpload } from '../../shared/upload';
import { input, validate } from '../../shared/validate';
import type { Clock } from '../kernel';
import { toSession, toStaffSession } from './mappers';
import {
  addReminder,
  countNewSessions,
  findSession,
  insertSession,
  listSessions,
  pastSessionsWithVideos,
  recordVisit,
  removeReminder,
  type SessionValues,
  updateSession,
  userSessions,
} from './repository';
import {
  langQuery,
  noBody,
  noQuery,
  sessionBody,
  sessionParams,
  sessionVideoParams,
  videoParams,
  videoQuery,
} from './schemas';
import { serveVideo } from './serve-video';
import { STREAM_REMINDER_LEAD_MINUTES } from './tick';
import { addVideo, deleteSessionWithVideos, removeVideo } from './uploads';
import { checkVideoToken, findVideo, toVideo, videoNotFound, videosOf, viewerOf } from './videos';

const DAY_MS = 86_400_000;
/** The schedule shows the coming week. */
const SCHEDULE_DAYS = 7;
/** Staff see sessions that ended up to this many days ago; subscribers their recordings ("watch later"). */
const STAFF_PAST_DAYS = 30;

const videoUpload = singleFileUpload({
  maxBytes: STREAM_VIDEO_MAX_BYTES,
  limitText: `${STREAM_VIDEO_MAX_MB} MB`,
  fields: 0,
});

const notFound = () => new AppError('not_found', 'stream_session_not_found', 'No live session with this id.');

function valuesOf(body: ReturnType<typeof sessionBody.parse>): SessionValues {
  const { title_de, ...rest } = body;
  return { ...rest, title: title_de, starts_at: new Date(body.starts_at) };
}

export interface StreamRoutesDeps {
  db: Kysely<Database>;
  requireAuth: RequestHandler;
  clock: Clock;
  storage: FileStorage;
  /** Signs the video paths (videos.ts): the JWT secret. */
  secret: string;
}

/** The shared deps of the route groups, with the guards and the recordings' signer built once. */
interface StreamRouteContext extends StreamRoutesDeps {
  abo: RequestHandler[];
  staff: RequestHandler[];
  /** The sessions' recordings as `userId` may play them, by session id. */
  playable: (userId: number, ids: number[]) => Promise<(id: number) => StreamVideo[]>;
}

/** The stream's route table, registered in groups by topic: subscribers' schedule, reminders, playback; staff. */
export function streamRoutes(deps: StreamRoutesDeps): Router {
  const { db, requireAuth, secret } = deps;
  const router = Router();
  const context: StreamRouteContext = {
    ...deps,
    abo: [requireAuth, requireAccess('abo')],
    staff: [requireAuth, requirePermission('stream.write')],
    playable: async (userId, ids) => {
      const rows = await videosOf(db, ids);
      return (id) => (rows.get(id) ?? []).map((row) => toVideo(row, secret, userId));
    },
  };
  scheduleRoutes(router, context);
  reminderRoutes(router, context);
  playbackRoutes(router, context);
  staffSessionRoutes(router, context);
  staffVideoRoutes(router, context);
  return router;
}

/** Subscribers: the coming week with the recordings, and the "new stream" flag. */
function scheduleRoutes(router: Router, { db, clock, abo, playable }: StreamRouteContext): void {
  router.get('/stream', ...abo, validate({ query: langQuery }), async (req, res) => {
    const { lang } = input(req, 'query', langQuery);
    const now = clock();
    const userId = currentUser(req).id;
    const rows = await userSessions(db, userId, now, new Date(now.getTime() + SCHEDULE_DAYS * DAY_MS));
    const pastRows = await pastSessionsWithVideos(db, now, STAFF_PAST_DAYS);
    const videos = await playable(
      userId,
      [...rows, ...pastRows].map((row) => row.id),
    );
    const sessions = rows.map((row) => toSession(row, lang, videos(row.id)));
    const schedule: StreamSchedule = {
      now: now.toISOString(),
      current: sessions.find((s) => new Date(s.starts_at) <= now) ?? null,
      next: sessions.find((s) => new Date(s.starts_at) > now) ?? null,
      sessions,
      past: pastRows.map((row) => toSession(row, lang, videos(row.id))),
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
}

/** Subscribers: "remind me" of a session that has not started. */
function reminderRoutes(router: Router, { db, clock, abo }: StreamRouteContext): void {
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
}

/** The recordings: a <video> element plays them by a signed path. */
function playbackRoutes(router: Router, { db, storage, secret }: StreamRouteContext): void {
  // a <video> sends no bearer token: the path's token names the caller, whose access is checked again here
  router.get('/stream/videos/:id', validate({ params: videoParams, query: videoQuery }), async (req, res) => {
    const { id } = input(req, 'params', videoParams);
    const userId = checkVideoToken(secret, input(req, 'query', videoQuery).token, id);
    const viewer = await viewerOf(db, userId);
    if (!viewer) throw notAllowed();
    if (!passesGuard(viewer, 'abo') && !can(viewer, 'stream.write')) throw membershipRequired();
    const row = await findVideo(db, id);
    if (!row) throw videoNotFound();
    await serveVideo(req, res, storage, row);
  });
}

/** Staff (stream.write): the sessions. */
function staffSessionRoutes(
  router: Router,
  { db, clock, storage, staff, playable }: StreamRouteContext,
): void {
  router.get('/admin/stream', ...staff, validate({ query: langQuery }), async (req, res) => {
    const { lang } = input(req, 'query', langQuery);
    const from = new Date(clock().getTime() - STAFF_PAST_DAYS * DAY_MS);
    const rows = await listSessions(db, from);
    const videos = await playable(
      currentUser(req).id,
      rows.map((row) => row.id),
    );
    res.json(rows.map((row) => toStaffSession(row, lang, videos(row.id))));
  });

  router.post(
    '/admin/stream',
    ...staff,
    validate({ query: langQuery, body: sessionBody }),
    async (req, res) => {
      const { lang } = input(req, 'query', langQuery);
      const values = valuesOf(input(req, 'body', sessionBody));
      const row = await insertSession(db, { ...values, created_by: currentUser(req).id });
      res.status(201).json(toStaffSession(row, lang, []));
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
      const videos = await playable(currentUser(req).id, [id]);
      res.json(toStaffSession(row, lang, videos(id)));
    },
  );

  router.delete('/admin/stream/:id', ...staff, validate({ params: sessionParams }), async (req, res) => {
    const { id } = input(req, 'params', sessionParams);
    if (!(await deleteSessionWithVideos({ db, storage }, id))) throw notFound();
    res.json({ deleted: true, id });
  });
}

/** Staff (stream.write): a session's recordings. */
function staffVideoRoutes(router: Router, { db, storage, staff, playable }: StreamRouteContext): void {
  // a recording (MP4 or WebM, multipart field `file`); answers the session with its videos
  router.post(
    '/admin/stream/:id/videos',
    ...staff,
    validate({ params: sessionParams, query: langQuery }),
    videoUpload,
    async (req, res) => {
      const { id } = input(req, 'params', sessionParams);
      const { lang } = input(req, 'query', langQuery);
      await addVideo({ db, storage }, id, currentUser(req).id, req.file);
      const row = await findSession(db, id);
      if (!row) throw notFound();
      const videos = await playable(currentUser(req).id, [id]);
      res.status(201).json(toStaffSession(row, lang, videos(id)));
    },
  );

  router.delete(
    '/admin/stream/:id/videos/:videoId',
    ...staff,
    validate({ params: sessionVideoParams, query: langQuery }),
    async (req, res) => {
      const { id, videoId } = input(req, 'params', sessionVideoParams);
      const { lang } = input(req, 'query', langQuery);
      await removeVideo({ db, storage }, id, videoId);
      const row = await findSession(db, id);
      if (!row) throw notFound();
      const videos = await playable(currentUser(req).id, [id]);
      res.json(toStaffSession(row, lang, videos(id)));
    },
  );
}
