// Recordings of live sessions served by the app itself (#36): the seeded sessions play the demo clip, staff
// upload MP4/WebM (type by the bytes, size limit, nothing written on bad input), and GET stream/videos/:id
// answers range requests (206, 416, ETag/Last-Modified, If-Range) for whoever may see the stream, by the token
// GET stream put into the path (a <video> sends no bearer token).
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { signVideoToken } from '../../modules/stream';
import { DEMO_VIDEO_FILE } from '../../seed/stream/seed-stream';
import { STREAM_VIDEO_MAX_BYTES, type StreamSchedule, type StreamSession } from '../../shared/domain';
import { countingStorage } from '../counting-storage';
import { countRows } from '../marketing-fixtures';
import { tokenFor, userIdOf, useTestApp } from '../test-app';

const V1 = '/wp-json/officefit/v1';
const DEMO = readFileSync(DEMO_VIDEO_FILE);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a WebM file: the EBML header with DocType "webm". */
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(64, 1),
]);

const storage = countingStorage();
let member: string;
let marketing: string;
let guest: string;
let service: string;

const t = useTestApp({ storage });
beforeAll(async () => {
  member = await tokenFor(t.app, 'demo@example.com');
  marketing = await tokenFor(t.app, 'marketing@example.com');
  guest = await tokenFor(t.app, 'guest@example.com');
  service = await tokenFor(t.app, 'service@example.com');
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const schedule = async (token = member) =>
  (await request(t.app).get(`${V1}/stream`).set(auth(token)).expect(200)).body as StreamSchedule;
const play = (src: string) => request(t.app).get(`/wp-json/${src}`);
const videoRows = () => countRows(t.db, 'stream_videos');

async function pastDemo(): Promise<StreamSession> {
  const past = (await schedule()).past;
  expect(past.length).toBeGreaterThan(0);
  return past[0]!;
}

describe('the seeded sessions play the demo recording', () => {
  test('past sessions are listed with it, the latest first; the fake embed ids are gone', async () => {
    const { past, sessions } = await schedule();
    const starts = past.map((s) => Date.parse(s.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const s of past) {
      expect(Date.parse(s.ends_at)).toBeLessThanOrEqual(Date.now());
      expect(s.videos[0]).toMatchObject({ content_type: 'video/mp4', size_bytes: DEMO.length });
    }
    for (const s of [...past, ...sessions]) expect(s.embed_url ?? '').not.toMatch(/officefit-live-/);
  });

  test('the whole file with Accept-Ranges, ETag and Last-Modified; a range as 206', async () => {
    const { src } = (await pastDemo()).videos[0]!;
    const whole = await play(src).buffer(true).expect(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(whole.headers['last-modified']!)).not.toBeNaN();
    expect(Buffer.compare(whole.body as Buffer, DEMO)).toBe(0);

    const part = await play(src).set('Range', 'bytes=100-299').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${DEMO.length}`);
    expect(part.headers['content-length']).toBe('200');
    expect(Buffer.compare(part.body as Buffer, DEMO.subarray(100, 300))).toBe(0);

    const tail = await play(src).set('Range', 'bytes=-10').buffer(true).expect(206);
    expect(tail.headers['content-range']).toBe(`bytes ${DEMO.length - 10}-${DEMO.length - 1}/${DEMO.length}`);
  });

  test('416 for a range past the end; a stale If-Range or a malformed Range gets the whole file; 304 when current', async () => {
    const { src } = (await pastDemo()).videos[0]!;
    const beyond = await play(src).set('Range', `bytes=${DEMO.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${DEMO.length}`);
    expect(beyond.body.code).toBe('range_not_satisfiable');
    const etag = (await play(src).set('Range', 'bytes=0-0').expect(206)).headers.etag!;
    await play(src).set('Range', 'bytes=0-9').set('If-Range', '"other"').expect(200);
    await play(src).set('Range', 'bytes=0-9').set('If-Range', etag).expect(206);
    await play(src).set('Range', 'pages=1-2').expect(200);
    await play(src).set('If-None-Match', etag).expect(304);
  });
});

describe('who may play a recording', () => {
  test('no token, a bad token, one for another video, an access token: refused', async () => {
    const video = (await pastDemo()).videos[0]!;
    const path = `${V1}/stream/videos/${video.id}`;
    expect((await request(t.app).get(path)).status).toBe(400);
    const bad = await request(t.app).get(`${path}?token=nope`);
    expect([bad.status, bad.body.code]).toEqual([403, 'stream_video_token_invalid']);
    const memberId = await userIdOf(t, 'demo@example.com');
    const other = signVideoToken(t.jwtSecret, memberId, video.id + 1000);
    expect((await request(t.app).get(`${path}?token=${other}`)).body.code).toBe('stream_video_token_invalid');
    expect((await request(t.app).get(`${path}?token=${member}`)).body.code).toBe(
      'stream_video_token_invalid',
    );
    const foreign = signVideoToken('another-secret-of-32-characters!!', memberId, video.id);
    expect((await request(t.app).get(`${path}?token=${foreign}`)).status).toBe(403);
  });

  test('a user without membership (a guest) is refused, by the list and by the video', async () => {
    const video = (await pastDemo()).videos[0]!;
    expect((await request(t.app).get(`${V1}/stream`).set(auth(guest))).status).toBe(403);
    const guestId = await userIdOf(t, 'guest@example.com');
    const token = signVideoToken(t.jwtSecret, guestId, video.id);
    const res = await request(t.app).get(`${V1}/stream/videos/${video.id}?token=${token}`);
    expect([res.status, res.body.code]).toEqual([403, 'rest_forbidden_membership']);
  });
});

describe('staff upload recordings', () => {
  let sessionId: number;
  beforeAll(async () => {
    const created = await request(t.app)
      .post(`${V1}/admin/stream`)
      .set(auth(marketing))
      .send({
        title_de: 'Aufzeichnung',
        title_en: 'Recording',
        trainer: 'Lena Berger',
        starts_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
        duration_minutes: 20,
      })
      .expect(201);
    expect(created.body.embed_url).toBeNull();
    sessionId = created.body.id as number;
  });
  const upload = (token: string, file: Buffer, name: string, type: string, id = sessionId) =>
    request(t.app)
      .post(`${V1}/admin/stream/${id}/videos`)
      .set(auth(token))
      .attach('file', file, { filename: name, contentType: type });

  test('an MP4 and a WebM are stored and played back; members see the session among the past ones', async () => {
    const mp4 = await upload(marketing, DEMO, 'talk.mp4', 'video/mp4').expect(201);
    expect(mp4.body.videos).toHaveLength(1);
    const webm = await upload(marketing, WEBM, 'talk.webm', 'video/webm').expect(201);
    expect(webm.body.videos.map((v: { content_type: string }) => v.content_type)).toEqual([
      'video/mp4',
      'video/webm',
    ]);
    const listed = (await schedule()).past.find((s) => s.id === sessionId)!;
    expect(listed.videos).toHaveLength(2);
    const part = await play(listed.videos[1]!.src).set('Range', 'bytes=0-3').buffer(true).expect(206);
    expect(Buffer.compare(part.body as Buffer, WEBM.subarray(0, 4))).toBe(0);
  });

  test('other types, no file, a file over the limit, an unknown session: refused, nothing written', async () => {
    const rows = await videoRows();
    const files = storage.keys.size;
    const png = await upload(marketing, PNG, 'x.mp4', 'video/mp4');
    expect([png.status, png.body.code]).toEqual([400, 'rest_upload_type']);
    const none = await request(t.app).post(`${V1}/admin/stream/${sessionId}/videos`).set(auth(marketing));
    expect([none.status, none.body.code]).toEqual([400, 'rest_upload_missing']);
    const big = await upload(marketing, Buffer.alloc(STREAM_VIDEO_MAX_BYTES + 1), 'big.mp4', 'video/mp4');
    expect([big.status, big.body.code]).toEqual([413, 'file_too_big']);
    const unknown = await upload(marketing, DEMO, 'talk.mp4', 'video/mp4', 999_999);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'stream_session_not_found']);
    expect(await videoRows()).toBe(rows);
    expect(storage.keys.size).toBe(files);
  });

  test('members, customer service and guests may not upload or remove', async () => {
    const rows = await videoRows();
    for (const token of [member, service, guest]) {
      expect((await upload(token, DEMO, 'talk.mp4', 'video/mp4')).status).toBe(403);
    }
    expect(
      (await request(t.app).delete(`${V1}/admin/stream/${sessionId}/videos/1`).set(auth(member))).status,
    ).toBe(403);
    expect(await videoRows()).toBe(rows);
  });

  test('removing a recording and the session removes their files; the shared demo file stays', async () => {
    const session = (await schedule()).past.find((s) => s.id === sessionId)!;
    const [first] = session.videos;
    const files = storage.keys.size;
    const after = await request(t.app)
      .delete(`${V1}/admin/stream/${sessionId}/videos/${first!.id}`)
      .set(auth(marketing))
      .expect(200);
    expect(after.body.videos).toHaveLength(1);
    expect(storage.keys.size).toBe(files - 1);
    await request(t.app).delete(`${V1}/admin/stream/${sessionId}`).set(auth(marketing)).expect(200);
    expect(storage.keys.size).toBe(files - 2);
    expect([...storage.keys].some((key) => key.startsWith('stream-videos/demo-'))).toBe(true);
  });
});
