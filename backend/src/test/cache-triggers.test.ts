// Generated coverage check of the caches a database trigger keeps current (docs/operations.md, "Caches"): for each,
// the statements its cached read sends are recorded and EXPLAINed, and every table and column they read must be
// covered by one of the cache's triggers as the catalog has them (cache-read-set.ts). A column added to a cached
// query without being added to its trigger fails here. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import request from 'supertest';
import { createApp } from '../app';
import { createAuthRepository } from '../modules/auth';
import { loadRankingSnapshot, monthWindow } from '../modules/community/ranking';
import {
  catalogTriggers,
  type ColumnSet,
  type Exemptions,
  readSet,
  recordingStatements,
  uncovered,
} from './cache-read-set';
import { insertPost, insertTag } from './marketing-fixtures';
import { createTestApp, DB_SETUP_TIMEOUT_MS, type TestApp, userIdOf } from './test-app';

let t: TestApp;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await userIdOf(t, 'demo@example.com');
  const marketingId = await userIdOf(t, 'marketing@example.com');
  // a list with every kind of input: a tag, a category, an author, a featured image, a rating
  const tag = await insertTag(t.db, { slug: 'artikel-trigger', name: 'Trigger', lang: 'de' });
  const post = await insertPost(t.db, {
    slug: 'trigger-probe',
    tags: [tag],
    categories: [1],
    authorId: marketingId,
    featuredUrl: '/wp-json/officefit/v1/media/probe.png',
  });
  await t.db.insertInto('article_ratings').values({ post_id: post, user_id: demoId, stars: 4 }).execute();
}, 2 * DB_SETUP_TIMEOUT_MS);
afterAll(() => t.close());

/** The read set of the token check: with a token id and without (tokens from before token ids). */
async function tokenCheckReads(): Promise<ColumnSet> {
  const recording = recordingStatements(t.db);
  const repo = createAuthRepository(recording.db);
  await repo.findAuthUser(demoId, '00000000-0000-4000-8000-000000000000');
  await repo.findAuthUser(demoId);
  return readSet(t.db, recording.statements());
}

/** The read set of a company ranking (one statement, everything the ranking shows). */
async function rankingReads(): Promise<ColumnSet> {
  const recording = recordingStatements(t.db);
  await loadRankingSnapshot(recording.db, { userId: demoId, month: monthWindow(new Date(), 0).month });
  return readSet(t.db, recording.statements());
}

/** Visitor list URLs: plain, paged, embedded, by language, by tag and category, by search. */
const LIST_PATHS = [
  '/wp-json/wp/v2/posts?per_page=10',
  '/wp-json/wp/v2/posts?per_page=2&page=2',
  '/wp-json/wp/v2/posts?_embed=1',
  '/wp-json/wp/v2/posts?lang=en',
  '/wp-json/wp/v2/posts?tags=1,2,3&categories=1',
  '/wp-json/wp/v2/posts?search=Inhalt',
];

/** The read set of a visitor's list answer: every statement a new process sends for it (the change log aside). */
async function visitorListReads(): Promise<ColumnSet> {
  const recording = recordingStatements(t.db);
  const app = createApp({
    db: recording.db,
    dbKind: t.kind,
    jwt: { secret: t.jwtSecret, expiresInSeconds: 3600 },
  });
  for (const path of LIST_PATHS) expect((await request(app).get(path)).status).toBe(200);
  const read = await readSet(t.db, recording.statements());
  // the change log itself is how an answer is checked, not what it shows
  for (const column of read) if (column.startsWith('post_list_changes.')) read.delete(column);
  return read;
}

interface TriggeredCache {
  name: string;
  /** The trigger functions that keep it current (SQL `like`). */
  functions: string;
  reads: () => Promise<ColumnSet>;
  /** Columns it must read (proves the read set is derived at all). */
  sample: string[];
  exempt: Exemptions;
}

const CACHES: TriggeredCache[] = [
  {
    name: 'token check (modules/auth/token-user-cache.ts, migration 0026)',
    functions: 'auth\\_%',
    reads: tokenCheckReads,
    sample: ['users.token_version', 'users.roles', 'revoked_tokens.token_id', 'subscriptions.user_id'],
    exempt: {
      events: {
        'users:insert': 'a check is kept only for a user who exists',
        'revoked_tokens:delete': 'only expired entries are deleted; the token is refused for its expiry then',
      },
      columns: {
        'users.id': 'ids are never updated',
        'revoked_tokens.token_id': 'revoked_tokens rows are inserted and deleted, never updated',
      },
    },
  },
  {
    name: 'company ranking (modules/community/ranking/cache.ts, migration 0022)',
    functions: 'ranking\\_changed\\_%',
    reads: rankingReads,
    sample: [
      'users.nickname',
      'point_totals_monthly.points',
      'companies.ranking_goal',
      'company_subcategories.pic',
    ],
    exempt: {
      events: {
        'companies:insert': 'a new company has no members yet, so no kept ranking',
        'companies:delete': 'deleting a company deletes or moves its members: the users trigger records it',
      },
      columns: {
        'users.id': 'ids are never updated',
        'companies.id': 'ids are never updated',
      },
    },
  },
  {
    name: "visitor's blog list (modules/posts/list-cache.ts, migrations 0025 and 0062)",
    functions: 'post\\_list\\_touch',
    reads: visitorListReads,
    sample: ['posts.title', 'posts.published_at', 'tags.name', 'article_ratings.stars', 'users.first_name'],
    exempt: {
      events: {
        'users:insert': 'a new user has written no post yet',
        'users:delete': "deleting an author sets their posts' author_id to null: a posts update",
      },
      columns: { 'users.id': 'ids are never updated' },
    },
  },
];

describe.each(CACHES)('$name', (cache) => {
  let read: ColumnSet;
  beforeAll(async () => {
    read = await cache.reads();
  }, DB_SETUP_TIMEOUT_MS);

  test('its read set is derived from the statements it sends', () => {
    expect([...read]).toEqual(expect.arrayContaining(cache.sample));
  });

  test('its triggers cover every table and column it reads', async () => {
    const triggers = await catalogTriggers(t.db, cache.functions);
    expect(triggers.length).toBeGreaterThan(0);
    expect(uncovered(read, triggers, cache.exempt)).toEqual([]);
  });

  test('every exemption still names something the cache reads', () => {
    const tables = new Set([...read].map((c) => c.split('.')[0]));
    const stale = [
      ...Object.keys(cache.exempt.events ?? {}).filter((e) => !tables.has(e.split(':')[0])),
      ...Object.keys(cache.exempt.columns ?? {}).filter((c) => !read.has(c)),
    ];
    expect(stale).toEqual([]);
  });
});

test('the check fails for a column a cached query reads that its trigger does not cover', async () => {
  const triggers = await catalogTriggers(t.db, 'auth\\_%');
  // the token check reading the user's first name too: users_auth fires on email, roles, token_version only
  const recording = recordingStatements(t.db);
  await recording.db
    .selectFrom('users as u')
    .select(['u.token_version', 'u.first_name'])
    .where('u.id', '=', demoId)
    .execute();
  const read = await readSet(t.db, recording.statements());
  expect(uncovered(read, triggers, { columns: { 'users.id': 'ids are never updated' } })).toEqual([
    'users.first_name: no update trigger fires for it',
    'users: no insert trigger',
  ]);
});

test("the check follows a trigger function's own column comparisons (the ranking's users trigger)", async () => {
  const triggers = await catalogTriggers(t.db, 'ranking\\_changed\\_%');
  // ranking_changed_users records a users update only when a ranked column differs; e-mail is not one
  const recording = recordingStatements(t.db);
  await recording.db
    .selectFrom('users as u')
    .select(['u.nickname', 'u.email'])
    .where('u.id', '=', demoId)
    .execute();
  const read = await readSet(t.db, recording.statements());
  expect(uncovered(read, triggers, { columns: { 'users.id': 'ids are never updated' } })).toEqual([
    'users.email: no update trigger fires for it',
  ]);
});
