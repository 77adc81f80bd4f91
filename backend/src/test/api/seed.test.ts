import { sql } from 'kysely';
import { DEMO_USERS } from '../../seed/demo-users';
import { seedDatabase } from '../../seed/seed-database';
import { createTestDatabase, DB_SETUP_TIMEOUT_MS, type TestDatabase } from '../test-app';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
}, DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const TABLES = [
  'companies',
  'company_subcategories',
  'users',
  'subscriptions',
  'anamnesis',
  'anamnesis_injuries',
  'point_events',
  'exercises',
  'exercise_translations',
  'tags',
  'posts',
  'post_tags',
] as const;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    result[table] = rows[0]!.n;
  }
  return result;
}

test('seeding twice creates everything once and then changes nothing', async () => {
  const first = await seedDatabase(t.db);
  expect(first).toEqual({
    companies: 1,
    subcategories: 4,
    users: DEMO_USERS.length,
    subscriptions: 3,
    anamnesis: 1,
    pointEvents: 6,
    exercises: 7,
    tags: 4,
    posts: 4,
  });
  const afterFirst = await counts();
  expect(afterFirst).toMatchObject({ exercise_translations: 14, anamnesis_injuries: 1, post_tags: 4 });

  const snapshot = await t.db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'updated_at'])
    .orderBy('id')
    .execute();
  const second = await seedDatabase(t.db);
  expect(Object.values(second).every((n) => n === 0)).toBe(true);
  expect(await counts()).toEqual(afterFirst);
  expect(
    await t.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'updated_at'])
      .orderBy('id')
      .execute(),
  ).toEqual(snapshot);
});

test('two seeds at the same time do not duplicate anything', async () => {
  const before = await counts();
  await Promise.all([seedDatabase(t.db), seedDatabase(t.db)]);
  expect(await counts()).toEqual(before);
});

test('the demo data has what the screens need', async () => {
  const points = await t.db
    .selectFrom('point_events')
    .innerJoin('users', 'users.id', 'point_events.user_id')
    .select((eb) => eb.fn.sum<number>('points').as('total'))
    .where('users.email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  expect(Number(points.total)).toBe(350);

  const exercises = await t.db
    .selectFrom('exercises')
    .select(['duration_seconds', 'level', 'kind', 'equipment'])
    .execute();
  expect(exercises.every((e) => e.duration_seconds <= 300)).toBe(true);
  expect(new Set(exercises.map((e) => e.kind))).toEqual(
    new Set(['strengthening', 'mobility', 'relaxation', 'mental']),
  );
  expect(new Set(exercises.map((e) => e.level))).toEqual(new Set([1, 2, 3]));
  expect(new Set(exercises.map((e) => e.equipment))).toEqual(new Set(['none', 'band', 'ball']));

  const texts = await t.db.selectFrom('exercise_translations').selectAll().execute();
  for (const text of texts) {
    for (const field of [
      'name',
      'common_mistakes',
      'sequence',
      'duration_text',
      'effect',
      'starting_position',
      'tip',
    ] as const) {
      expect(text[field].length).toBeGreaterThan(0);
    }
  }

  const posts = await t.db.selectFrom('posts').select(['lang', 'members_only']).execute();
  expect(posts.filter((p) => p.lang === 'de')).toHaveLength(2);
  expect(posts.filter((p) => p.lang === 'en')).toHaveLength(2);
  expect(posts.filter((p) => p.members_only)).toHaveLength(1);
  const tags = await t.db.selectFrom('tags').select(['slug', 'lang']).execute();
  for (const tag of tags)
    expect(tag.slug.startsWith(tag.lang === 'de' ? 'artikel-' : 'artikel_en-')).toBe(true);
});

test('the schema rejects what the product forbids', async () => {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'new@example.com')
    .executeTakeFirstOrThrow();
  // functions, so each insert starts only once its rejection is awaited
  const attempts: Array<() => Promise<unknown>> = [
    () => t.db.insertInto('users').values({ email: 'Upper@Example.com', password_hash: 'x' }).execute(),
    () => t.db.insertInto('users').values({ email: 'demo@example.com', password_hash: 'x' }).execute(),
    () =>
      t.db
        .insertInto('users')
        .values({ email: 'r@example.com', password_hash: 'x', roles: ['superuser' as never] })
        .execute(),
    () =>
      t.db
        .insertInto('users')
        .values({ email: 'w@example.com', password_hash: 'x', weekdays: [0] })
        .execute(),
    () =>
      t.db
        .insertInto('exercises')
        .values({ slug: 'too-long', level: 1, duration_seconds: 301, kind: 'mobility' })
        .execute(),
    () =>
      t.db
        .insertInto('exercises')
        .values({
          slug: 'bad-region',
          level: 1,
          duration_seconds: 60,
          kind: 'mobility',
          regions: ['elbow' as never],
        })
        .execute(),
    () =>
      t.db
        .insertInto('anamnesis')
        .values({ user_id: user.id, focus: ['sleep', 'diet', 'yoga'] })
        .execute(),
    () =>
      t.db.insertInto('point_events').values({ user_id: user.id, points: 0, reason: 'nothing' }).execute(),
  ];
  for (const attempt of attempts) await expect(attempt()).rejects.toThrow();
});

test('a location of another company cannot be assigned to a user', async () => {
  const other = await t.db
    .insertInto('companies')
    .values({ name: 'Other AG' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const berlin = await t.db
    .selectFrom('company_subcategories')
    .select('id')
    .where('name', '=', 'Berlin')
    .executeTakeFirstOrThrow();
  await expect(
    t.db
      .updateTable('users')
      .set({ company_id: other.id, subcategory_id: berlin.id })
      .where('email', '=', 'new@example.com')
      .execute(),
  ).rejects.toThrow(/users_subcategory_fkey/);
});
