// Test helpers of the community endpoints: request helpers bound to a clocked app, opt-in, exercises finished
// through the real endpoint, points and row counts read straight from the database.
import { sql } from 'kysely';
import request from 'supertest';
import type { ClockedTestApp } from './clocked-app';

export const BASE = '/wp-json/officefit/v1';

export interface CommunityUserFixture {
  id: number;
  token: string;
}

/** Request helpers and fixtures on one clocked test app. */
export function communityHelpers(t: ClockedTestApp) {
  const withToken = <R extends request.Test>(req: R, token?: string): R =>
    token ? (req.set('Authorization', `Bearer ${token}`) as R) : req;
  const helpers = {
    get: (token: string | undefined, path: string) => withToken(request(t.app).get(`${BASE}/${path}`), token),
    put: (token: string | undefined, path: string, body: unknown = {}) =>
      withToken(request(t.app).put(`${BASE}/${path}`), token).send(body as object),
    post: (token: string | undefined, path: string, body: unknown = {}) =>
      withToken(request(t.app).post(`${BASE}/${path}`), token).send(body as object),
    del: (token: string | undefined, path: string) =>
      withToken(request(t.app).delete(`${BASE}/${path}`), token),

    /** POST challenge: a one-week duel to 4 exercises against `opponent` (`extra` changes or adds fields). */
    duel: (
      owner: CommunityUserFixture,
      opponent: CommunityUserFixture,
      extra: Record<string, unknown> = {},
    ) =>
      helpers.post(owner.token, 'challenge', {
        kind: 'duel',
        type: 0,
        duration: 7,
        goal: 4,
        opponents: [opponent.id],
        ...extra,
      }),

    /** A new subscriber of Demo GmbH (or without company), opted in unless `participating: false`. */
    async user(
      email: string,
      options: { participating?: boolean; company?: boolean; points?: number; nickname?: string } = {},
    ): Promise<CommunityUserFixture> {
      const user = await t.createUser(email, { company: options.company });
      if (options.participating !== false) {
        const res = await helpers.put(user.token, 'participating', { participating: 1 });
        if (res.status !== 200) throw new Error(`opt-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
      if (options.points) await helpers.givePoints(user.id, options.points);
      if (options.nickname) {
        await t.db
          .updateTable('users')
          .set({ nickname: options.nickname })
          .where('id', '=', user.id)
          .execute();
      }
      return user;
    },

    /** A point event straight in the database (what earlier activity would have given). */
    async givePoints(userId: number, points: number, createdAt?: string) {
      await t.db
        .insertInto('point_events')
        .values({
          user_id: userId,
          points,
          reason: 'test',
          ref: null,
          ...(createdAt && { created_at: createdAt }),
        })
        .execute();
    },

    async points(userId: number): Promise<number> {
      const row = await t.db
        .selectFrom('point_events')
        .select(sql<number>`coalesce(sum(points), 0)`.as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async events(userId: number, reason: string) {
      return t.db
        .selectFrom('point_events')
        .select(['points', 'ref', 'activity_date'])
        .where('user_id', '=', userId)
        .where('reason', '=', reason)
        .orderBy('id')
        .execute();
    },

    /** Rows of a table (for "nothing was written"). */
    async count(
      table:
        | 'challenges'
        | 'challenge_participants'
        | 'habits'
        | 'habit_actions'
        | 'point_events'
        | 'challenge_photos',
    ) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
      return Number(rows[0]!.n);
    },

    /** Starts an exercise 10 minutes before the clock's now, then finishes it (counts for challenge progress). */
    async finish(token: string, exerciseId: number) {
      // a finish needs today's start a plausible time earlier (issue 9, DECISIONS "A finish needs today's start")
      const now = t.now();
      t.setNow(new Date(now.getTime() - 10 * 60_000));
      const started = await helpers.put(token, 'action_start_exercise', { id: exerciseId, mode: 'free' });
      t.setNow(now);
      if (started.status !== 200)
        throw new Error(`start failed: ${started.status} ${JSON.stringify(started.body)}`);
      const res = await helpers.put(token, 'action_exercise', { id: exerciseId, mode: 'free' });
      if (res.status !== 200) throw new Error(`finish failed: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
  return helpers;
}

/** A tiny valid PNG (1×1). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
