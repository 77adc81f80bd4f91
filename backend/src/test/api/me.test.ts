import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import request from 'supertest';
import { TOKEN_ISSUER } from '../../shared/jwt';
import { DEMO_USERS } from '../../seed/demo-users';
import { DB_SETUP_TIMEOUT_MS, tokenFor, userIdOf, useTestApp } from '../test-app';
import { expectWpError } from '../wp-error';

const tokens = new Map<string, string>();
const t = useTestApp();
beforeAll(async () => {
  for (const user of DEMO_USERS) tokens.set(user.email, await tokenFor(t.app, user.email));
}, DB_SETUP_TIMEOUT_MS);

const getMe = (email: string) =>
  request(t.app)
    .get('/wp-json/officefit/v1/me')
    .set('Authorization', `Bearer ${tokens.get(email)}`);

async function idOf(email: string): Promise<number> {
  return userIdOf(t, email);
}

describe('GET /wp-json/officefit/v1/me', () => {
  test('401 without a token, with a malformed header, a bad, a foreign or an expired token', async () => {
    const url = '/wp-json/officefit/v1/me';
    const none = await request(t.app).get(url);
    expectWpError(none, 401, 'jwt_auth_no_auth_header', 'Authorization header not found.');

    expect((await request(t.app).get(url).set('Authorization', 'Token abc')).body.code).toBe(
      'jwt_auth_bad_auth_header',
    );

    const foreign = jwt.sign(
      { sub: String(await idOf('demo@example.com')) },
      'another-secret-another-secret-1234',
      {
        issuer: TOKEN_ISSUER,
        expiresIn: 60,
      },
    );
    const expired = jwt.sign(
      { sub: String(await idOf('demo@example.com')), exp: Math.floor(Date.now() / 1000) - 1 },
      t.jwtSecret,
      {
        issuer: TOKEN_ISSUER,
      },
    );
    for (const [token, message] of [
      ['garbage', 'Invalid token'],
      [foreign, 'Invalid token'],
      [expired, 'Expired token'],
    ] as const) {
      const res = await request(t.app).get(url).set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'jwt_auth_invalid_token', message, data: { status: 401 } });
    }
  });

  test('returns every Me field for the demo user', async () => {
    const res = await getMe('demo@example.com');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo GmbH')
      .executeTakeFirstOrThrow();
    const berlin = await t.db
      .selectFrom('company_subcategories')
      .select('id')
      .where('name', '=', 'Berlin')
      .executeTakeFirstOrThrow();
    expect(res.body).toEqual({
      id: await idOf('demo@example.com'),
      switched_user: false,
      orig_user: null,
      // the permission table's rows for the caller's roles (issue 14): none for a subscriber
      permissions: [],
      first_name: 'Dana',
      last_name: 'Demo',
      nickname: 'Dana',
      avatar: null,
      roles: ['subscriber'],
      email: 'demo@example.com',
      admin: false,
      lang: 'de-DE',
      meta: {
        // the seeded points lie 1-3 days back from the real today: the strike depends on the weekday
        strike: expect.any(Number),
        fitness_points: 350,
        birthdate: '1990-05-17',
        stream_reminder: 0,
        phone_number: '+49 30 1234567',
        newsletter: 1,
        participating: 1,
        per_push: 1,
        per_mail: 1,
        sms: 0,
        subcategory: berlin.id,
        has_anamnesis: true,
        weekly_goal: 3,
        notifications: [],
        steps: 0,
        stepcount: 0,
        email_verified: true,
        time_zone: 'Europe/Berlin',
      },
      time: '09:30',
      time2: '14:00',
      time3: null,
      time4: null,
      termination: null,
      weekdays: [1, 2, 3, 4, 5],
      absence_from: null,
      absence_until: null,
      absence_reason: null,
      sub: { kind: 'company', status: 'active', state: 'active', ends_at: expect.any(String), active: true },
      birthdate: '1990-05-17',
      company: { id: company.id, name: 'Demo GmbH', enable_subranking: true },
      stats: {
        activeHabits: 0,
        exercises: 0,
        // the seed's three exercise days are finished exercises (2 minutes each), as the calendar shows them
        exercisesFull: 3,
        articles: 0,
        articlesFull: 0,
        minutes: 6,
        steps: 0,
      },
    });
    const daysLeft = (Date.parse(res.body.sub.ends_at) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(360);
    expect(daysLeft).toBeLessThan(367);
  });

  test('fitness_points is the sum of the point events', async () => {
    const id = await idOf('owner@example.com');
    expect((await getMe('owner@example.com')).body.meta.fitness_points).toBe(0);
    await t.db
      .insertInto('point_events')
      .values([
        { user_id: id, points: 50, reason: 'exercise', ref: 'test:1' },
        { user_id: id, points: 1000, reason: 'team_challenge_won', ref: 'test:2' },
        { user_id: id, points: -200, reason: 'shop_redeem', ref: 'test:3' },
      ])
      .execute();
    expect((await getMe('owner@example.com')).body.meta.fitness_points).toBe(850);
  });

  test('stats: running habits, articles read today and in all, from the real tables', async () => {
    const id = await idOf('owner@example.com');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.db
      .insertInto('habits')
      .values([
        { user_id: id, name: 'running', typ: 'movement', date_from: day(-3), date_to: day(10) },
        { user_id: id, name: 'over', typ: 'movement', date_from: day(-30), date_to: day(-2) },
        {
          user_id: id,
          name: 'closed',
          typ: 'movement',
          date_from: day(-3),
          date_to: day(10),
          status: 'finished',
          closed_on: day(-1),
        },
      ])
      .execute();
    const posts = await t.db.selectFrom('posts').select('id').orderBy('id').limit(2).execute();
    await t.db
      .insertInto('read_articles')
      .values([
        { user_id: id, post_id: posts[0]!.id },
        { user_id: id, post_id: posts[1]!.id, read_at: new Date(Date.now() - 3 * 86_400_000) },
      ])
      .execute();
    expect((await getMe('owner@example.com')).body.stats).toMatchObject({
      activeHabits: 1,
      articles: 1,
      articlesFull: 2,
    });
  });

  test('has_anamnesis: true for demo, false for new (no row) and for a row still marked new', async () => {
    expect((await getMe('demo@example.com')).body.meta.has_anamnesis).toBe(true);
    expect((await getMe('new@example.com')).body.meta.has_anamnesis).toBe(false);
    const id = await idOf('guest@example.com');
    await t.db.insertInto('anamnesis').values({ user_id: id, is_new: true }).execute();
    expect((await getMe('guest@example.com')).body.meta.has_anamnesis).toBe(false);
    await t.db.deleteFrom('anamnesis').where('user_id', '=', id).execute();
  });

  test('roles, admin flag, company and subscription of the other demo users', async () => {
    const summary = async (email: string) => {
      const { body } = await getMe(email);
      return {
        roles: body.roles,
        admin: body.admin,
        company: body.company?.name ?? null,
        sub: body.sub && [body.sub.kind, body.sub.active],
      };
    };
    expect(await summary('new@example.com')).toEqual({
      roles: ['subscriber'],
      admin: false,
      company: null,
      sub: ['private', true],
    });
    expect(await summary('guest@example.com')).toEqual({
      roles: ['guest'],
      admin: false,
      company: null,
      sub: null,
    });
    expect(await summary('admin@example.com')).toEqual({
      roles: ['administrator'],
      admin: true,
      company: null,
      sub: null,
    });
    expect(await summary('service@example.com')).toEqual({
      roles: ['customer_service'],
      admin: false,
      company: null,
      sub: null,
    });
    expect(await summary('owner@example.com')).toEqual({
      roles: ['subscriber', 'company_owner'],
      admin: false,
      company: 'Demo GmbH',
      sub: ['company', true],
    });
    expect((await getMe('admin@example.com')).body.lang).toBe('en-US');
  });

  test('a token always yields its own user, never another', async () => {
    for (const user of DEMO_USERS) {
      const me = await getMe(user.email);
      const anamnesis = await request(t.app)
        .get('/wp-json/officefit/v1/anamnesis')
        .set('Authorization', `Bearer ${tokens.get(user.email)}`);
      expect({ email: me.body.email, id: me.body.id }).toEqual({
        email: user.email,
        id: await idOf(user.email),
      });
      // GET anamnesis is a subscriber endpoint (abo): guests and staff without a membership get 403
      if (user.roles.includes('administrator') || (user.roles.includes('subscriber') && user.subscription)) {
        expect(anamnesis.body.anamnesis.new).toBe(user.anamnesis !== true);
      } else expect(anamnesis.body.code).toBe('rest_forbidden_membership');
    }
    // query strings and bodies cannot select another user
    const res = await request(t.app)
      .get(`/wp-json/officefit/v1/me?id=${await idOf('admin@example.com')}&user=admin@example.com`)
      .set('Authorization', `Bearer ${tokens.get('demo@example.com')}`);
    expect(res.body.email).toBe('demo@example.com');
  });

  test('an ended subscription is reported as expired and inactive; the running one wins', async () => {
    const id = await idOf('new@example.com');
    await t.db
      .updateTable('subscriptions')
      .set({
        starts_at: sql<Date>`now() - interval '2 months'`,
        ends_at: sql<Date>`now() - interval '1 day'`,
      })
      .where('user_id', '=', id)
      .execute();
    expect((await getMe('new@example.com')).body.sub).toEqual({
      kind: 'private',
      status: 'expired',
      state: 'expired',
      ends_at: expect.any(String),
      active: false,
    });
    await t.db
      .insertInto('subscriptions')
      .values({ user_id: id, kind: 'trial', status: 'active', ends_at: sql<Date>`now() + interval '7 days'` })
      .execute();
    expect((await getMe('new@example.com')).body.sub).toMatchObject({
      kind: 'trial',
      status: 'active',
      active: true,
    });
  });
});

describe('PUT /wp-json/officefit/v1/me', () => {
  const put = (body: unknown, email = 'owner@example.com') =>
    request(t.app)
      .put('/wp-json/officefit/v1/me')
      .set('Authorization', `Bearer ${tokens.get(email)}`)
      .send(body as object);

  test('keeps the language choice and answers the updated Me', async () => {
    const res = await put({ lang: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: 'owner@example.com', lang: 'en-US', meta: expect.any(Object) });
    expect((await getMe('owner@example.com')).body.lang).toBe('en-US');
    expect((await put({ lang: 'de-DE' })).body.lang).toBe('de-DE');
    expect((await put({})).body.lang).toBe('de-DE');
  });

  test('an invalid language or an unknown field → 400 and nothing changes', async () => {
    const before = (await getMe('owner@example.com')).body;
    const bad = await put({ lang: 'fr-FR' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): lang',
      data: { status: 400, params: { lang: expect.stringContaining('de-DE') } },
    });
    const unknown = await put({ lang: 'en-US', email: 'evil@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.params).toEqual({ email: 'email is not a valid parameter.' });
    expect((await getMe('owner@example.com')).body).toEqual(before);
  });

  test('needs a token', async () => {
    const res = await request(t.app).put('/wp-json/officefit/v1/me').send({ lang: 'en-US' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('jwt_auth_no_auth_header');
  });
});
