import request from 'supertest';
import { DEMO_ANAMNESIS, DEMO_INJURIES } from '../../seed/demo-content';
import { tokenFor, userIdOf, useTestApp } from '../test-app';

const t = useTestApp();

const getAnamnesis = async (email: string) =>
  request(t.app)
    .get('/wp-json/officefit/v1/anamnesis')
    .set('Authorization', `Bearer ${await tokenFor(t.app, email)}`);

test("returns the demo user's complete health profile and injuries", async () => {
  const res = await getAnamnesis('demo@example.com');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  // the seed's profile and pain point (the seed writes them straight to the database), as the wire spells them
  const { is_new, ...seeded } = DEMO_ANAMNESIS;
  expect(res.body).toEqual({
    anamnesis: { id: expect.any(Number), new: is_new, ...seeded, gender: 1, skipped: false },
    injuries: DEMO_INJURIES.map((injury) => ({
      ...injury,
      // stored before these questions existed: counts as painful (migration 0003)
      painful: true,
      episode: 'first',
      severity: 0,
      worsening: false,
      accident: false,
      numbness: false,
    })),
    // the seeded profile predates the per-purpose record: its single declaration covers both (issue 36)
    consents: { health_plan: true, pain_tracking: true },
  });
});

test('a user without a profile gets the blank defaults with new: true', async () => {
  const res = await getAnamnesis('new@example.com');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    anamnesis: {
      id: null,
      new: true,
      height: null,
      weight: null,
      gender: 4,
      sports: [],
      fitness: 1,
      stress: null,
      physical_health: [],
      diet: null,
      workhours_sitting: null,
      bodyfeeling: null,
      wellness: null,
      sleep: null,
      goals: [],
      focus: [],
      time: null,
      equipment: null,
      suitability: null,
      accept: false,
      adjustable_table: null,
      workoutdays: 1,
      workoutminutes: null,
      sports_frequency: 1,
      skipped: false,
    },
    injuries: [],
    consents: { health_plan: false, pain_tracking: false },
  });
});

test('the database defaults equal the blank defaults', async () => {
  const userId = await userIdOf(t, 'owner@example.com');
  await t.db.insertInto('anamnesis').values({ user_id: userId, is_new: true }).execute();
  const stored = (await getAnamnesis('owner@example.com')).body;
  const blank = (await getAnamnesis('new@example.com')).body;
  expect({ ...stored.anamnesis, id: null }).toEqual(blank.anamnesis);
});

test('needs a token', async () => {
  const res = await request(t.app).get('/wp-json/officefit/v1/anamnesis');
  expect(res.status).toBe(401);
  expect(res.body.code).toBe('jwt_auth_no_auth_header');
});
