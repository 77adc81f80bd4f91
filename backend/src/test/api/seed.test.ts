import { sql } from 'kysely';
import { exerciseCatalogue } from '../../seed/catalogue';
import { seedArticles } from '../../seed/articles';
import { DEMO_INJURIES, DEMO_POSTS } from '../../seed/demo-content';
import { DEMO_EMPLOYEES } from '../../seed/company-seed';
import { DEMO_USERS } from '../../seed/demo-users';
import { resetDemoUsers, seedDatabase } from '../../seed/seed-database';
import { createTestDatabase, useFixture, userIdOf } from '../test-app';

const t = useFixture(createTestDatabase);

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
  'products',
  'product_translations',
  'password_reset_keys',
  'mail_outbox',
  'plans',
  'plan_units',
  'favourites',
  'dislikes',
] as const;

/** Distinct catalogue exercises (the content writers may still be filling it: tests use whatever is there). */
const CATALOGUE_SIZE = new Set(exerciseCatalogue.map((e) => e.slug)).size;

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
    result[table] = rows[0]!.n;
  }
  return result;
}

/** Demo users with a health profile (each gets a plan). */
const WITH_PROFILE = DEMO_USERS.filter((u) => u.anamnesis).length;

test('seeding twice creates everything once and then changes nothing', async () => {
  const first = await seedDatabase(t.db);
  expect(first).toEqual({
    companies: 1,
    subcategories: 4,
    users: DEMO_USERS.length + DEMO_EMPLOYEES.length,
    subscriptions: DEMO_USERS.filter((u) => u.subscription).length + DEMO_EMPLOYEES.length,
    anamnesis: WITH_PROFILE,
    pointEvents:
      DEMO_USERS.reduce((sum, u) => sum + (u.points?.length ?? 0), 0) +
      DEMO_EMPLOYEES.reduce((sum, e) => sum + e.trainedDaysAgo.length, 0),
    exercises: CATALOGUE_SIZE,
    exercisesUpdated: 0,
    exercisesRemoved: 0,
    plans: WITH_PROFILE,
    tags: 4,
    posts: 4,
    products: 17,
  });
  const afterFirst = await counts();
  expect(afterFirst).toMatchObject({
    exercise_translations: 2 * CATALOGUE_SIZE,
    anamnesis_injuries: WITH_PROFILE * DEMO_INJURIES.length,
    plans: WITH_PROFILE,
    // the demo posts' 4 links, plus per language every article tag and the mental-strength tag of mental articles
    post_tags:
      4 +
      2 * seedArticles.reduce((sum, a) => sum + new Set(a.tags).size + (a.category === 'mental' ? 1 : 0), 0),
    product_translations: 34,
    password_reset_keys: 0,
    mail_outbox: 0,
  });

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
    .select(['slug', 'duration_seconds', 'illustration'])
    .execute();
  expect(new Set(exercises.map((e) => e.slug))).toEqual(new Set(exerciseCatalogue.map((e) => e.slug)));
  for (const exercise of exercises) {
    expect(exercise.duration_seconds).toBeLessThanOrEqual(300);
    expect(exercise.illustration).toBe(`/wp-json/officefit/v1/media/exercises/${exercise.slug}.svg`);
  }

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

  const products = await t.db
    .selectFrom('products as p')
    .leftJoin('product_translations as t', 't.product_id', 'p.id')
    .select([
      'p.slug',
      'p.points',
      'p.price_cents',
      'p.out_of_stock',
      'p.active',
      'p.image',
      't.lang',
      't.name',
      't.description',
    ])
    .execute();
  // the shop's catalogue (seed/shop/rewards.json): 17 rewards in two languages, each with a shipped picture
  expect(products).toHaveLength(34);
  for (const product of products) {
    expect(product).toMatchObject({ active: true, image: expect.stringMatching(/^\/wp-json\/.+\.svg$/) });
    expect((product.points ?? 0) + (product.price_cents ?? 0)).toBeGreaterThan(0);
    expect(product.name?.length).toBeGreaterThan(0);
    expect(product.description?.length).toBeGreaterThan(0);
    expect(product.description).not.toMatch(/https?:/);
  }
  expect(new Set(products.map((p) => p.lang))).toEqual(new Set(['de', 'en']));
  expect(products.some((p) => p.out_of_stock)).toBe(true);

  // the demo posts (the marketing seed's articles are checked in marketing-seed.test.ts)
  const posts = await t.db
    .selectFrom('posts')
    .select(['lang', 'members_only'])
    .where(
      'slug',
      'in',
      DEMO_POSTS.map((p) => p.slug),
    )
    .execute();
  expect(posts.filter((p) => p.lang === 'de')).toHaveLength(2);
  expect(posts.filter((p) => p.lang === 'en')).toHaveLength(2);
  expect(posts.filter((p) => p.members_only)).toHaveLength(1);
  const tags = await t.db.selectFrom('tags').select(['slug', 'lang']).execute();
  for (const tag of tags)
    expect(tag.slug).toMatch(tag.lang === 'de' ? /^(artikel|food)-/ : /^(artikel|food)_en-/);
});

test('every day with seeded exercise points is a trained day (the strike and the calendar agree)', async () => {
  const rows = await sql<{ email: string; day: string; trained: boolean }>`
    select u.email, to_char((p.created_at at time zone u.time_zone)::date, 'YYYY-MM-DD') as day,
      exists (select 1 from exercise_activity a where a.user_id = u.id and a.kind = 'finish'
        and a.activity_date = (p.created_at at time zone u.time_zone)::date) as trained
    from point_events p join users u on u.id = p.user_id
    where p.reason = 'exercise' and p.ref like 'seed:%'`.execute(t.db);
  expect(rows.rows.length).toBeGreaterThan(0);
  expect(rows.rows.filter((r) => !r.trained)).toEqual([]);
});

test('--reset-demo puts the demo members back to the seed: leftovers of probes are gone, staff stay', async () => {
  const dana = await userIdOf(t, 'demo@example.com');
  const admin = await userIdOf(t, 'admin@example.com');
  await t.db
    .insertInto('habits')
    .values({
      user_id: dana,
      name: 'Audit own habit',
      typ: 'other',
      suggestion: null,
      date_from: '2026-11-01',
      date_to: '2026-11-30',
    })
    .execute();
  await t.db
    .insertInto('point_events')
    .values({ user_id: dana, points: 999, reason: 'exercise', ref: 'audit:1' })
    .execute();

  await resetDemoUsers(t.db);
  const again = await userIdOf(t, 'demo@example.com');
  expect(
    await t.db.selectFrom('habits').select('name').where('name', '=', 'Audit own habit').execute(),
  ).toEqual([]);
  const points = await t.db
    .selectFrom('point_events')
    .select((eb) => eb.fn.sum<number>('points').as('total'))
    .where('user_id', '=', again)
    .executeTakeFirstOrThrow();
  expect(Number(points.total)).toBe(350);
  expect(await userIdOf(t, 'admin@example.com')).toBe(admin);
  // the seeded plan and trained days are back too
  expect(
    await t.db.selectFrom('plans').select('user_id').where('user_id', '=', again).execute(),
  ).toHaveLength(1);
});

test('the schema rejects what the product forbids', async () => {
  const userId = await userIdOf(t, 'new@example.com');
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
        .values({ user_id: userId, focus: ['sleep', 'diet', 'yoga'] })
        .execute(),
    () => t.db.insertInto('point_events').values({ user_id: userId, points: 0, reason: 'nothing' }).execute(),
    () => t.db.insertInto('products').values({ slug: 'free', points: 0 }).execute(),
    () => t.db.insertInto('products').values({ slug: 'massage-ball', points: 10 }).execute(),
    () =>
      t.db
        .insertInto('password_reset_keys')
        .values({ user_id: userId, key_hash: 'plain-key', expires_at: new Date(Date.now() + 60_000) })
        .execute(),
    () =>
      t.db
        .insertInto('password_reset_keys')
        .values({ user_id: userId, key_hash: 'a'.repeat(64), expires_at: new Date(Date.now() - 60_000) })
        .execute(),
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

test('Dana Demo gets a 28-day plan that respects her painful cervical spine', async () => {
  const demo = await t.db
    .selectFrom('users')
    .select(['id', 'weekdays'])
    .where('email', '=', 'demo@example.com')
    .executeTakeFirstOrThrow();
  const plan = await t.db
    .selectFrom('plans')
    .selectAll()
    .where('user_id', '=', demo.id)
    .executeTakeFirstOrThrow();
  expect(plan.weekdays).toEqual(demo.weekdays);
  expect(plan.seed).toBe(demo.id);
  const units = await t.db
    .selectFrom('plan_units as u')
    .innerJoin('exercises as e', 'e.id', 'u.exercise_id')
    .select(['u.plan_date', 'u.day', 'u.position', 'e.contraindicated_regions', 'e.kind', 'e.equipment'])
    .where('u.user_id', '=', demo.id)
    .execute();
  for (const unit of units) {
    expect(unit.plan_date >= plan.starts_on && unit.plan_date <= plan.ends_on).toBe(true);
    expect(unit.contraindicated_regions).not.toContain('cervical_spine');
    expect(unit.contraindicated_regions).not.toContain('neck');
    // her equipment is a band
    expect(unit.equipment).not.toBe('ball');
  }
  if (CATALOGUE_SIZE >= 40) expect(units.length).toBe(4 * 20);
  // only the other demo users with a health profile have a plan
  const others = await t.db
    .selectFrom('plans')
    .innerJoin('users', 'users.id', 'plans.user_id')
    .select('users.email')
    .where('plans.user_id', '<>', demo.id)
    .orderBy('users.email')
    .execute();
  expect(others.map((o) => o.email)).toEqual(
    DEMO_USERS.filter((u) => u.anamnesis && u.email !== 'demo@example.com')
      .map((u) => u.email)
      .sort(),
  );
});

test('the catalogue is upserted by slug: changes are undone, old unreferenced exercises removed', async () => {
  const first = exerciseCatalogue[0];
  if (first) {
    await t.db
      .updateTable('exercises')
      .set({ level: first.level === 3 ? 1 : 3 })
      .where('slug', '=', first.slug)
      .execute();
    await t.db
      .updateTable('exercise_translations')
      .set({ tip: 'edited in the database' })
      .where('exercise_id', '=', t.db.selectFrom('exercises').select('id').where('slug', '=', first.slug))
      .execute();
  }
  const fixture = (slug: string) =>
    t.db
      .insertInto('exercises')
      .values({ slug, level: 1, duration_seconds: 30, kind: 'mobility' })
      .returning('id')
      .executeTakeFirstOrThrow();
  const unused = await fixture('old-unused-exercise');
  const favourite = await fixture('old-favourite-exercise');
  const demoId = await userIdOf(t, 'demo@example.com');
  await t.db.insertInto('favourites').values({ user_id: demoId, exercise_id: favourite.id }).execute();
  // referenced by a table of another module (no cascade): the delete is refused and the seed goes on
  const trained = await fixture('old-trained-exercise');
  await t.db
    .insertInto('exercise_activity')
    .values({
      user_id: demoId,
      exercise_id: trained.id,
      kind: 'finish',
      mode: 'free',
      activity_date: '2026-01-05',
      duration_seconds: 30,
    })
    .execute();

  const summary = await seedDatabase(t.db);
  expect(summary).toMatchObject({ exercises: 0, exercisesUpdated: first ? 1 : 0, exercisesRemoved: 1 });
  if (first) {
    const row = await t.db
      .selectFrom('exercises')
      .select('level')
      .where('slug', '=', first.slug)
      .executeTakeFirstOrThrow();
    expect(row.level).toBe(first.level);
  }
  const left = await t.db
    .selectFrom('exercises')
    .select('id')
    .where('id', 'in', [unused.id, favourite.id, trained.id])
    .orderBy('id')
    .execute();
  expect(left).toEqual([{ id: favourite.id }, { id: trained.id }]);

  // nothing left to do
  const again = await seedDatabase(t.db);
  expect(Object.values(again).every((n) => n === 0)).toBe(true);
  await t.db.deleteFrom('favourites').where('exercise_id', '=', favourite.id).execute();
  expect((await seedDatabase(t.db)).exercisesRemoved).toBe(1);
});
