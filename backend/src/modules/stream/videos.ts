// Recordings of live sessions the app serves itself (#36): stored through FileStorage, one stream_videos row each
// (key, type, size, entity tag). A <video> element cannot send the bearer token, so GET stream lists each video
// with a path carrying a short-lived token signed for the caller and that video; serving checks the token and
// the caller's access again (the stream list's rule, guard `abo`), then answers range requests (206/416).
import { createHash, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { type Kysely, sql } from 'kysely';
import type { Database, StreamVideosTable } from '../../db/schema';
import type { Role, StreamVideo, StreamVideoType } from '../../shared/domain';
import { STREAM_VIDEO_TYPES } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { jwtKey } from '../../shared/jwt';
import { holdsAccess } from '../../shared/membership';
import type { Selectable } from 'kysely';

export type VideoRow = Selectable<StreamVideosTable>;

/** How long a listed video path plays: a page left open longer loads the schedule (and new paths) again. */
export const VIDEO_TOKEN_SECONDS = 6 * 3600;
const VIDEO_TOKEN_ISSUER = 'officefit/stream-video';
export const STREAM_VIDEO_FOLDER = 'stream-videos';

export const videoNotFound = () =>
  new AppError('not_found', 'stream_video_not_found', 'No recording with this id.');
const badToken = () =>
  new AppError('forbidden', 'stream_video_token_invalid', 'This video link has expired. Reload the page.');

/** The token of `GET stream/videos/:id?token=`: the caller and the video, signed with the JWT secret. */
export function signVideoToken(secret: string, userId: number, videoId: number): string {
  return jwt.sign({ vid: videoId }, jwtKey(secret), {
    algorithm: 'HS256',
    expiresIn: VIDEO_TOKEN_SECONDS,
    issuer: VIDEO_TOKEN_ISSUER,
    subject: String(userId),
  });
}

/** The user a video token was signed for; throws 403 stream_video_token_invalid unless it is good for `videoId`. */
export function checkVideoToken(secret: string, token: string, videoId: number): number {
  try {
    const claims = jwt.verify(token, jwtKey(secret), {
      algorithms: ['HS256'],
      issuer: VIDEO_TOKEN_ISSUER,
    }) as jwt.JwtPayload;
    const userId = Number(claims.sub);
    if (claims.vid !== videoId || !Number.isSafeInteger(userId)) throw badToken();
    return userId;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badToken();
  }
}

/** The wire form of a video for the user: its path below /wp-json/ with the user's token. */
export function toVideo(row: VideoRow, secret: string, userId: number): StreamVideo {
  const token = signVideoToken(secret, userId, row.id);
  return {
    id: row.id,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    src: `officefit/v1/stream/videos/${row.id}?token=${encodeURIComponent(token)}`,
  };
}

/** The type the bytes really are (the declared type and the name are not trusted), or null. */
export function sniffVideoType(body: Buffer): StreamVideoType | null {
  // MP4/ISO BMFF: a box of type `ftyp` first; WebM: an EBML header (1A 45 DF A3) whose DocType is "webm"
  if (body.length >= 12 && body.toString('latin1', 4, 8) === 'ftyp') return 'video/mp4';
  const ebml = body.length >= 4 && body.readUInt32BE(0) === 0x1a45dfa3;
  if (ebml && body.subarray(0, 64).includes('webm', 0, 'latin1')) return 'video/webm';
  return null;
}

/** Quoted strong entity tag of the bytes. */
export function entityTag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A fresh storage key for an uploaded video of `type`. */
export function uploadKey(type: StreamVideoType): string {
  return `${STREAM_VIDEO_FOLDER}/${randomUUID()}.${type === 'video/mp4' ? 'mp4' : 'webm'}`;
}

export const isVideoType = (type: string): type is StreamVideoType =>
  (STREAM_VIDEO_TYPES as readonly string[]).includes(type);

// ---- SQL ----

/** The recordings of the sessions, oldest first, by session id. */
export async function videosOf(db: Kysely<Database>, sessionIds: number[]): Promise<Map<number, VideoRow[]>> {
  const bySession = new Map<number, VideoRow[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .selectFrom('stream_videos')
    .selectAll()
    .where('session_id', 'in', sessionIds)
    .orderBy('id')
    .execute();
  for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row]);
  return bySession;
}

export async function findVideo(db: Kysely<Database>, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('stream_videos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Roles and membership of an active (not deactivated) user, for the access check of a video request. */
export async function viewerOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ roles: Role[]; subscribed: boolean } | undefined> {
  return db
    .selectFrom('users as u')
    .select('u.roles')
    .select(holdsAccess('u').as('subscribed'))
    .where('u.id', '=', userId)
    .where('u.deactivated_at', 'is', null)
    .executeTakeFirst();
}

/** Storage keys no video row names any more (a shared demo file stays while a session still plays it). */
export async function unusedKeys(db: Kysely<Database>, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await db
    .selectFrom('stream_videos')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .execute();
  const stillUsed = new Set(used.map((row) => row.storage_key));
  return [...new Set(keys)].filter((key) => !stillUsed.has(key));
}

/** Sessions of the `days` before `now` that ended and have a recording, the latest first. */
export function pastWithVideoFilter(now: Date, days: number) {
  const from = new Date(now.getTime() - days * 86_400_000);
  return sql<boolean>`s.starts_at + make_interval(mins => s.duration_minutes) <= ${now.toISOString()}::timestamptz
    and s.starts_at >= ${from.toISOString()}::timestamptz
    and exists (select 1 from stream_videos sv where sv.session_id = s.id)`;
}
