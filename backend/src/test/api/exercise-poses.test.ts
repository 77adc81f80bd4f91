// The exercise demonstration (issue 14 "Show the movement"): every seeded exercise carries its key poses, the app's
// exercise answers show them (the starting position in lists, all poses on the exercise page), and staff with
// catalogue.write read and replace them through admin/exercises/{id}/poses — validated with the figure's schema,
// audited with before/after, refused for marketing and subscribers.
import request from 'supertest';
import type { ExercisePoses } from '@officefit/pose-figure';
import { bearerRequests } from '../bearer-requests';
import { DB_SETUP_TIMEOUT_MS, ROLE_LOGINS, useTestApp, useTokens } from '../test-app';

const V1 = '/wp-json/officefit/v1';
let exerciseId: number;

const t = useTestApp();
const tokens = useTokens(t, ROLE_LOGINS);
beforeAll(async () => {
  const row = await t.db
    .selectFrom('exercises')
    .select('id')
    .where('slug', '=', 'seated-chin-tuck')
    .executeTakeFirstOrThrow();
  exerciseId = row.id;
}, DB_SETUP_TIMEOUT_MS);

const as = (who: string) => bearerRequests(t.app, tokens[who]);

const demonstration: ExercisePoses = {
  poses: [
    { base: 'standing', view: 'side', angles: {} },
    {
      base: 'standing',
      view: 'side',
      angles: { shoulderR: 170, neck: -10 },
      props: [{ kind: 'wall', side: 'back' }],
    },
    {
      base: 'seated',
      view: 'front',
      angles: { hipL: 90, hipR: 90, kneeL: 90, kneeR: 90 },
      props: [{ kind: 'chair' }],
    },
  ],
  cycleSeconds: 9,
};

test('the seed gives every exercise its poses, and the app shows them', async () => {
  const withoutPoses = await t.db.selectFrom('exercises').select('slug').where('poses', 'is', null).execute();
  expect(withoutPoses).toEqual([]);

  const detail = await as('subscriber').get(`/exercise/${exerciseId}?lang=de`);
  expect(detail.status).toBe(200);
  expect(detail.body.poses.poses.length).toBeGreaterThanOrEqual(2);
  expect(detail.body.poses.poses[0]).toMatchObject({ base: 'seated', props: [{ kind: 'chair' }] });
  expect(detail.body.startPose).toEqual(detail.body.poses.poses[0]);

  const list = await as('subscriber').get('/exercises?lang=en');
  expect(list.status).toBe(200);
  const items = (Array.isArray(list.body) ? list.body : list.body.items) as {
    slug: string;
    startPose: unknown;
  }[];
  expect(items.length).toBeGreaterThan(100);
  for (const item of items) expect(item.startPose).toMatchObject({ base: expect.any(String) });

  // cards show the backend's picture: the starting position drawn as a pose figure, titled with the name
  const svg = await request(t.app).get(`${V1}/media/exercises/seated-chin-tuck.svg`);
  expect(svg.status).toBe(200);
  const text = Buffer.isBuffer(svg.body) ? svg.body.toString('utf8') : svg.text;
  expect(text).toMatch(/^<svg [^>]*role="img" aria-label="[^"]+"><title>/);
  expect(text).toContain('stroke-linecap="round"');
});

test('administrators and customer service read the poses; marketing, subscribers and visitors are refused', async () => {
  for (const who of ['admin', 'service']) {
    const res = await as(who).get(`/admin/exercises/${exerciseId}/poses`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: exerciseId, slug: 'seated-chin-tuck', kind: 'strengthening' });
    expect(res.body.name.de).toBeTruthy();
    expect(res.body.poses.poses.length).toBeGreaterThanOrEqual(2);
  }
  for (const who of ['marketing', 'subscriber']) {
    expect((await as(who).get(`/admin/exercises/${exerciseId}/poses`)).status).toBe(403);
    expect((await as(who).put(`/admin/exercises/${exerciseId}/poses`, demonstration)).status).toBe(403);
  }
  expect((await request(t.app).get(`${V1}/admin/exercises/${exerciseId}/poses`)).status).toBe(401);
  expect((await as('admin').get('/admin/exercises/999999/poses')).status).toBe(404);
});

test('invalid poses are refused and change nothing', async () => {
  const before = await as('admin').get(`/admin/exercises/${exerciseId}/poses`);
  const bad: unknown[] = [
    { poses: [demonstration.poses[0]] }, // one pose
    { poses: [...demonstration.poses, ...demonstration.poses] }, // six poses
    { poses: [{ ...demonstration.poses[0], base: 'flying' }, demonstration.poses[1]] },
    { poses: [{ ...demonstration.poses[0], angles: { elbowR: 400 } }, demonstration.poses[1]] },
    { poses: [{ ...demonstration.poses[0], angles: { wing: 10 } }, demonstration.poses[1]] },
    {
      poses: [
        { ...demonstration.poses[0], props: [{ kind: 'band', from: 'handR', to: 'tail' }] },
        demonstration.poses[1],
      ],
    },
    { poses: demonstration.poses, cycleSeconds: 0 },
  ];
  for (const body of bad) {
    const res = await as('admin').put(`/admin/exercises/${exerciseId}/poses`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
  }
  expect((await as('admin').get(`/admin/exercises/${exerciseId}/poses`)).body).toEqual(before.body);
});

test('a saved demonstration is audited and shown on the app at once', async () => {
  const before = (await as('admin').get(`/admin/exercises/${exerciseId}/poses`)).body.poses;
  const res = await as('service').put(`/admin/exercises/${exerciseId}/poses`, demonstration);
  expect(res.status).toBe(200);
  expect(res.body.poses).toEqual(demonstration);

  const detail = await as('subscriber').get(`/exercise/${exerciseId}?lang=en`);
  expect(detail.body.poses).toEqual(demonstration);
  expect(detail.body.startPose).toEqual(demonstration.poses[0]);
  // the generated picture changes with the poses: a new address passes the week-long cache
  expect(detail.body.illustration).toMatch(
    /^\/wp-json\/officefit\/v1\/media\/exercises\/seated-chin-tuck\.svg\?v=\w+$/,
  );

  const audit = await t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'exercise.poses')
    .orderBy('id')
    .execute();
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ subject: 'exercise:seated-chin-tuck', before, after: demonstration });

  // staff's version survives a re-seed of the catalogue (edited_at)
  const row = await t.db
    .selectFrom('exercises')
    .select('edited_at')
    .where('id', '=', exerciseId)
    .executeTakeFirstOrThrow();
  expect(row.edited_at).not.toBeNull();
});
