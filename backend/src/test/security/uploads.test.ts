// Uploads (issue 17 "Uploads"): every public image path — avatar, company picture, challenge team photo, exercise
// illustration — reads the type from the bytes (not the declared type or name), keeps to its size limit, re-encodes
// the image (so a polyglot loses whatever rides after or inside the image data) and serves it with a safe type,
// `nosniff` and a CSP that runs nothing.
import request from 'supertest';
import sharp from 'sharp';
import { useClockedTestApp } from '../clocked-app';
import { BASE, communityHelpers } from '../community-fixtures';
import { DB_SETUP_TIMEOUT_MS, tokenFor } from '../test-app';

const SCRIPT = '<html><body><script>window.__xss=1</script></body></html>';

let admin: string;
interface UploadPath {
  name: string;
  limit: number;
  send(file: Buffer, filename: string, contentType: string): request.Test;
  /** The served URL in a successful answer. */
  url(body: Record<string, unknown>): string;
}
const paths: UploadPath[] = [];

const t = useClockedTestApp('2026-03-04T09:00:00Z');
beforeAll(async () => {
  const h = communityHelpers(t);
  admin = await tokenFor(t.app, 'admin@example.com');
  const bearer = (token: string) => `Bearer ${token}`;

  const member = await h.user('upload-member@example.com', { points: 500 });
  const opponent = await h.user('upload-opponent@example.com', { points: 500 });
  const challenge = await h.duel(member, opponent);
  const company = await request(t.app)
    .post(`${BASE}/admin/companies`)
    .set('Authorization', bearer(admin))
    .send({ name: 'Upload GmbH' });
  const sub = await request(t.app)
    .post(`${BASE}/admin/companies/${company.body.id}/subcategories`)
    .set('Authorization', bearer(admin))
    .send({ kind: 'location', name: 'Köln' });
  const exercise = await t.db.selectFrom('exercises').select('id').orderBy('id').executeTakeFirstOrThrow();

  const post = (path: string, token: string) => (file: Buffer, filename: string, contentType: string) =>
    request(t.app)
      .post(`${BASE}/${path}`)
      .set('Authorization', bearer(token))
      .attach('file', file, { filename, contentType });
  paths.push(
    {
      name: 'avatar',
      limit: 5 * 1024 * 1024,
      send: post('me/avatar', member.token),
      url: (body) => body.avatar as string,
    },
    {
      name: 'company picture',
      limit: 2 * 1024 * 1024,
      send: post(`admin/companies/${company.body.id}/subcategories/${sub.body.id}/picture`, admin),
      url: (body) => body.picture as string,
    },
    {
      name: 'team photo',
      limit: 512 * 1024,
      send: post(`challenge/${challenge.body.data.id}/photo?team=1`, member.token),
      url: (body) => (body.data as { team_photo: string }).team_photo,
    },
    {
      name: 'exercise illustration',
      limit: 2 * 1024 * 1024,
      send: post(`admin/exercises/${exercise.id}/illustration`, admin),
      url: (body) => body.illustration as string,
    },
  );
}, DB_SETUP_TIMEOUT_MS);

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: '#52c2d1' } })
    .png()
    .toBuffer();

const each = (title: string, run: (path: UploadPath) => Promise<void>) =>
  test.each(['avatar', 'company picture', 'team photo', 'exercise illustration'])(`${title} (%s)`, (name) =>
    run(paths.find((p) => p.name === name)!),
  );

each(
  'a PNG with HTML after its data is re-encoded: the HTML is gone, the answer is a plain image',
  async (path) => {
    const polyglot = Buffer.concat([await png(), Buffer.from(SCRIPT)]);
    const res = await path.send(polyglot, 'x.html', 'text/html');
    expect(res.status).toBe(200);
    const served = await request(t.app).get(path.url(res.body)).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/(png|webp|jpeg)$/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect((served.body as Buffer).includes('<script')).toBe(false);
    expect((await sharp(served.body as Buffer).metadata()).format).toMatch(/png|webp|jpeg/);
  },
);

each('HTML named .png with an image type is refused', async (path) => {
  const res = await path.send(Buffer.from(SCRIPT), 'photo.png', 'image/png');
  expect(res.status).toBe(400);
});

each('an SVG with script is refused, whatever its name', async (path) => {
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1">' +
      '<script>window.__xss=1</script><rect width="10" height="10"/></svg>',
  );
  for (const [filename, type] of [
    ['logo.svg', 'image/svg+xml'],
    ['logo.png', 'image/png'],
  ] as const) {
    expect((await path.send(svg, filename, type)).status).toBe(400);
  }
});

each('a file over the limit is refused with 413', async (path) => {
  const res = await path.send(Buffer.concat([await png(), Buffer.alloc(path.limit)]), 'big.png', 'image/png');
  expect(res.status).toBe(413);
  expect(res.body.code).toBe('file_too_big');
});
