// Test fixtures of the marketing and blog endpoints: posts with tags and categories (independent of whatever
// the seed articles hold), and request helpers.
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import request from 'supertest';
import type { Database } from '../db/schema';
import type { ContentLang, PostStatus } from '../shared/domain';

export interface PostFixture {
  slug: string;
  lang?: ContentLang;
  title?: string;
  excerpt?: string;
  content?: string;
  status?: PostStatus;
  membersOnly?: boolean;
  /** Days before now (negative = in the future). */
  daysAgo?: number;
  tags?: number[];
  categories?: number[];
  featuredUrl?: string | null;
  authorId?: number | null;
}

/** Inserts a post with its tags and categories; returns its id. */
export async function insertPost(db: Kysely<Database>, fixture: PostFixture): Promise<number> {
  const { id } = await db
    .insertInto('posts')
    .values({
      lang: fixture.lang ?? 'de',
      slug: fixture.slug,
      title: fixture.title ?? `Titel ${fixture.slug}`,
      excerpt: fixture.excerpt ?? `Auszug ${fixture.slug}`,
      content: fixture.content ?? `<p>Inhalt ${fixture.slug}</p>`,
      status: fixture.status ?? 'publish',
      members_only: fixture.membersOnly ?? false,
      published_at: new Date(Date.now() - (fixture.daysAgo ?? 1) * 86_400_000),
      featured_url: fixture.featuredUrl ?? null,
      author_id: fixture.authorId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (fixture.tags?.length) {
    await db
      .insertInto('post_tags')
      .values(fixture.tags.map((tag_id) => ({ post_id: id, tag_id })))
      .execute();
  }
  if (fixture.categories?.length) {
    await db
      .insertInto('post_categories')
      .values(fixture.categories.map((category_id) => ({ post_id: id, category_id })))
      .execute();
  }
  return id;
}

/** Inserts a tag; returns its id. */
export async function insertTag(
  db: Kysely<Database>,
  tag: { slug: string; name: string; lang: ContentLang; id?: number },
): Promise<number> {
  const row = await db.insertInto('tags').values(tag).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Removes every post and tag (the seed's included), so a test file starts from its own fixtures. */
export async function clearBlog(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('posts').execute();
  await db.deleteFrom('tags').execute();
}

/** Request helpers bound to a test app (read at request time: callable before the app is created); each
 * adds the bearer token when given. */
export function client(t: { app: Express }) {
  const auth = <T extends request.Test>(req: T, token?: string): T =>
    token ? (req.set('Authorization', `Bearer ${token}`) as T) : req;
  return {
    get: (url: string, token?: string) => auth(request(t.app).get(url), token),
    put: (url: string, body: object, token?: string) => auth(request(t.app).put(url), token).send(body),
    post: (url: string, body: object, token?: string) => auth(request(t.app).post(url), token).send(body),
    del: (url: string, token?: string) => auth(request(t.app).delete(url), token),
  };
}

/** Row count of a table. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
