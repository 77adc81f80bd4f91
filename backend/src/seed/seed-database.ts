// Idempotent demo seed: every row is looked up by its natural key and only created when missing, so a second
// run changes nothing. Runs in one transaction under an advisory lock (two replicas seeding at once wait).
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { buildNewPhase, todayIn } from '../modules/training';
import { hashPassword } from '../shared/password';
import { exerciseCatalogue } from './catalogue';
import { seedCatalogue } from './catalogue-seed';
import { DEMO_ANAMNESIS, DEMO_COMPANY, DEMO_INJURIES, DEMO_POSTS, DEMO_TAGS } from './demo-content';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';
import { seedMarketing } from './marketing/seed-marketing';
import { seedPictures } from './marketing/seed-pictures';
import type { FileStorage } from '../shared/storage';
import { seedEmployees } from './company-seed';
import { seedMembership } from './membership-seed';
import { seedShop } from './shop/seed-shop';
import { seedStreamWeek, storeDemoVideo } from './stream/seed-stream';

/** Rows created by one seed run, by table (0 everywhere on a second run). */
export type SeedSummary = Record<
  | 'companies'
  | 'subcategories'
  | 'users'
  | 'subscriptions'
  | 'anamnesis'
  | 'pointEvents'
  | 'exercises'
  | 'exercisesUpdated'
  | 'exercisesRemoved'
  | 'plans'
  | 'tags'
  | 'posts'
  | 'products',
  number
>;

type Trx = Transaction<Database>;

const SEED_LOCK_KEY = 'officefit:seed';

export interface SeedOptions {
  /**
   * Where uploaded files go: with it the stream's demo recording is stored there and the seeded sessions play it
   * (#36), and the landing pages get their pictures (uploaded before the transaction, through the editor's upload
   * path); without it neither.
   */
  storage?: FileStorage;
  /** False: no landing-page pictures even with a storage (the API tests: rasterising them costs seconds). */
  pictures?: boolean;
}

/** Seeds the demo company, users, exercises, posts and rewards; returns what it created. */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const demoVideo = options.storage ? await storeDemoVideo(options.storage) : null;
  const pictures =
    options.storage && options.pictures !== false ? await seedPictures(db, options.storage) : undefined;
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK_KEY}))`.execute(trx);
    const summary: SeedSummary = {
      companies: 0,
      subcategories: 0,
      users: 0,
      subscriptions: 0,
      anamnesis: 0,
      pointEvents: 0,
      exercises: 0,
      exercisesUpdated: 0,
      exercisesRemoved: 0,
      plans: 0,
      tags: 0,
      posts: 0,
      products: 0,
    };
    const company = await seedCompany(trx, summary);
    const userIds = new Map<string, number>();
    for (const user of DEMO_USERS) userIds.set(user.email, await seedUser(trx, user, company, summary));
    await seedExercises(trx, summary);
    await seedTrainedDays(trx, userIds);
    const employees = await seedEmployees(trx, company);
    summary.users += employees.users;
    summary.subscriptions += employees.subscriptions;
    summary.pointEvents += employees.pointEvents;
    await seedPlans(trx, userIds, summary);
    await seedPosts(trx, userIds.get('admin@example.com') ?? null, summary);
    summary.products += await seedShop(trx);
    await seedMarketing(trx, { authorId: userIds.get('marketing@example.com') ?? null, pictures });
    await seedMembership(trx, company.id);
    await seedStreamWeek(trx, new Date(), undefined, demoVideo);
    return summary;
  });
}

/** Demo users whose data a visitor trying the demo changes: the members of Demo GmbH and the guest, not staff. */
const RESETTABLE = DEMO_USERS.filter((user) =>
  user.roles.some((role) => role === 'subscriber' || role === 'guest'),
).map((user) => user.email);

/**
 * Puts the demo members back to their seeded state: deletes them (their habits, challenges, points, plans … go
 * with them by cascade) and seeds again. For a demo that probes or manual tests have written into
 * (`pnpm --filter backend seed -- --reset-demo`); staff users, content and the company stay as they are.
 */
export async function resetDemoUsers(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK_KEY}))`.execute(trx);
    await trx.deleteFrom('users').where('email', 'in', RESETTABLE).execute();
  });
  return seedDatabase(db, options);
}

interface SeededCompany {
  id: number;
  subcategoryIds: Map<string, number>;
}

async function seedCompany(trx: Trx, summary: SeedSummary): Promise<SeededCompany> {
  let company = await trx
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`lower(name)`, '=', DEMO_COMPANY.name.toLowerCase())
    .executeTakeFirst();
  if (!company) {
    company = await trx
      .insertInto('companies')
      .values({
        name: DEMO_COMPANY.name,
        enable_subranking: DEMO_COMPANY.enableSubranking,
        // the demo staff's addresses: the seeded members are confirmed ones (owner report, issue 32)
        email_domains: ['demo-gmbh.example.com', 'example.com'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    summary.companies++;
  }
  for (const { kind, name } of DEMO_COMPANY.subcategories) {
    const inserted = await trx
      .insertInto('company_subcategories')
      .values({ company_id: company.id, kind, name, pic: null })
      .onConflict((oc) => oc.constraint('company_subcategories_name_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) summary.subcategories++;
  }
  const rows = await trx
    .selectFrom('company_subcategories')
    .select(['id', 'name'])
    .where('company_id', '=', company.id)
    .execute();
  return { id: company.id, subcategoryIds: new Map(rows.map((r) => [r.name, r.id])) };
}

/** One demo user with their membership, anamnesis and points; an existing user (by e-mail) is left as it is. */
async function seedUser(
  trx: Trx,
  user: DemoUser,
  company: SeededCompany,
  summary: SeedSummary,
): Promise<number> {
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirst();
  if (existing) return existing.id;

  const id = await insertUser(trx, user, company);
  summary.users++;
  if (user.subscription) await seedSubscription(trx, id, user.subscription, company, summary);
  if (user.anamnesis) await seedAnamnesis(trx, id, summary);
  await seedPoints(trx, id, user.points ?? [], summary);
  return id;
}

async function insertUser(trx: Trx, user: DemoUser, company: SeededCompany): Promise<number> {
  const profile = user.profile;
  const { id } = await trx
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: await hashPassword(DEMO_PASSWORD),
      first_name: user.firstName,
      last_name: user.lastName,
      nickname: user.nickname,
      avatar: null,
      lang: user.lang,
      roles: user.roles,
      company_id: user.company ? company.id : null,
      subcategory_id: user.company?.subcategory
        ? (company.subcategoryIds.get(user.company.subcategory) ?? null)
        : null,
      birthdate: profile?.birthdate ?? null,
      gender: profile?.gender ?? null,
      phone_number: profile?.phoneNumber ?? null,
      time: profile?.times[0] ?? null,
      time2: profile?.times[1] ?? null,
      time3: profile?.times[2] ?? null,
      time4: profile?.times[3] ?? null,
      ...(profile && {
        weekdays: profile.weekdays,
        newsletter: profile.newsletter,
        participating: profile.participating,
        weekly_goal: profile.weeklyGoal,
        steps: profile.steps,
      }),
      absence_from: null,
      absence_until: null,
      absence_reason: null,
      termination_date: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedSubscription(
  trx: Trx,
  userId: number,
  subscription: NonNullable<DemoUser['subscription']>,
  company: SeededCompany,
  summary: SeedSummary,
): Promise<void> {
  const { kind, months, billingInterval } = subscription;
  await trx
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      company_id: kind === 'company' ? company.id : null,
      kind,
      status: 'active',
      starts_at: sql<Date>`now()`,
      ends_at: sql<Date>`now() + make_interval(months => ${months})`,
      billing_interval: billingInterval,
    })
    .execute();
  summary.subscriptions++;
}

async function seedAnamnesis(trx: Trx, userId: number, summary: SeedSummary): Promise<void> {
  const anamnesis = await trx
    .insertInto('anamnesis')
    .values({ ...DEMO_ANAMNESIS, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('anamnesis_injuries')
    .values(DEMO_INJURIES.map((injury) => ({ ...injury, anamnesis_id: anamnesis.id })))
    .execute();
  summary.anamnesis++;
}

async function seedPoints(
  trx: Trx,
  userId: number,
  points: NonNullable<DemoUser['points']>,
  summary: SeedSummary,
): Promise<void> {
  for (const event of points) {
    await trx
      .insertInto('point_events')
      .values({
        user_id: userId,
        points: event.points,
        reason: event.reason,
        ref: event.ref,
        created_at: sql<Date>`now() - make_interval(days => ${event.daysAgo})`,
      })
      .execute();
    summary.pointEvents++;
  }
}

/** The exercise catalogue, upserted by slug (catalogue texts are versioned content, so changes are applied). */
async function seedExercises(trx: Trx, summary: SeedSummary): Promise<void> {
  const result = await seedCatalogue(trx, exerciseCatalogue);
  summary.exercises += result.created;
  summary.exercisesUpdated += result.updated;
  summary.exercisesRemoved += result.removed;
}

/** A plan for every demo user with a health profile that has none yet (or whose plan has no units left). */
/**
 * The finished exercises behind the seeded exercise points, so the training calendar marks the days the strike
 * counts ("3 Flammen seit …" and a trained day agree). Only for a user without any activity yet (the seed never
 * changes what someone did while trying the demo).
 */
async function seedTrainedDays(trx: Trx, userIds: ReadonlyMap<string, number>): Promise<void> {
  const exercise = await trx
    .selectFrom('exercises')
    .select(['id', 'duration_seconds'])
    .orderBy('id')
    .executeTakeFirst();
  if (!exercise) return;
  for (const user of DEMO_USERS) {
    const userId = userIds.get(user.email);
    const days = (user.points ?? []).filter((event) => event.reason === 'exercise').map((e) => e.daysAgo);
    if (userId === undefined || !days.length) continue;
    const any = await trx
      .selectFrom('exercise_activity')
      .select('id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    if (any) continue;
    for (const daysAgo of new Set(days)) {
      await trx
        .insertInto('exercise_activity')
        .values({
          user_id: userId,
          exercise_id: exercise.id,
          kind: 'finish',
          mode: 'free',
          region: null,
          // the local day of the seeded points (point_events.created_at), in the user's time zone
          activity_date: sql<string>`((now() - make_interval(days => ${daysAgo})) at time zone (select time_zone from users where id = ${userId}))::date`,
          duration_seconds: exercise.duration_seconds,
        })
        .execute();
    }
  }
}

async function seedPlans(
  trx: Trx,
  userIds: ReadonlyMap<string, number>,
  summary: SeedSummary,
): Promise<void> {
  for (const user of DEMO_USERS) {
    const userId = userIds.get(user.email);
    if (!user.anamnesis || userId === undefined) continue;
    const row = await trx
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const today = todayIn(row.time_zone);
    const plan = await trx
      .selectFrom('plans')
      .select('ends_on')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (plan && plan.ends_on >= today) {
      const units = await trx
        .selectFrom('plan_units')
        .select('id')
        .where('user_id', '=', userId)
        .where('plan_date', '>=', today)
        .limit(1)
        .execute();
      // an empty plan is rebuilt once there are exercises to plan
      const exercises = await trx.selectFrom('exercises').select('id').limit(1).execute();
      if (units.length || !exercises.length) continue;
    }
    await buildNewPhase(trx, userId, today);
    summary.plans++;
  }
}

async function seedPosts(trx: Trx, authorId: number | null, summary: SeedSummary): Promise<void> {
  for (const tag of DEMO_TAGS) {
    const inserted = await trx
      .insertInto('tags')
      .values(tag)
      .onConflict((oc) => oc.constraint('tags_slug_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) summary.tags++;
  }
  const tagRows = await trx
    .selectFrom('tags')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      DEMO_TAGS.map((t) => t.slug),
    )
    .execute();
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));

  for (const post of DEMO_POSTS) {
    const inserted = await trx
      .insertInto('posts')
      .values({
        lang: post.lang,
        slug: post.slug,
        title: post.title,
        content: post.content,
        excerpt: post.excerpt,
        status: 'publish',
        members_only: post.membersOnly,
        author_id: authorId,
        featured_url: post.featuredUrl,
        published_at: post.publishedAt,
      })
      .onConflict((oc) => oc.constraint('posts_lang_slug_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    summary.posts++;
    const links = post.tags.flatMap((slug) => {
      const tagId = tagIds.get(slug);
      return tagId === undefined ? [] : [{ post_id: inserted.id, tag_id: tagId }];
    });
    if (links.length) await trx.insertInto('post_tags').values(links).execute();
  }
}
