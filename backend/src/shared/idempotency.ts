// Idempotency-Key: a write retried with the same key answers what the first one answered and changes nothing
// again; the same key with another body is refused. Used in two ways:
// - inside the request's own transaction (registration, membership, checkout): claimKey first, storeAnswer last,
//   so a concurrent retry waits on the unique key and then reads the stored answer;
// - around a whole handler (idempotentWrite: the offline queue's exercise, habit and steps writes), whose service
//   owns its transaction: the key is claimed before and the answer stored after; a failed request releases it.
import type { Request, RequestHandler } from 'express';
import { type Kysely, sql, type Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../db/schema';
import { currentUser } from './auth';
import { idempotencyKeySchema } from './domain';
import { AppError } from './errors';

type Db = Kysely<Database> | Transaction<Database>;

export type IdempotencyScopeName =
  | 'registration'
  | 'membership_extend'
  | 'shop_checkout'
  | 'exercise_start'
  | 'exercise_finish'
  | 'habit_check'
  | 'steps_entry';

export interface IdempotencyScope {
  scope: IdempotencyScopeName;
  /** The signed-in user, 0 without login. */
  ownerId: number;
  key: string;
}

export interface StoredAnswer {
  status: number;
  response: unknown;
  userId: number | null;
}

/**
 * A handler-level claim still unanswered after this long belongs to a request that died (process restart):
 * a retry may take it over. Far above any request's run time.
 */
export const STALE_CLAIM_SECONDS = 60;

/** Canonical JSON (keys sorted), so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function reused(): AppError {
  return new AppError(
    'conflict',
    'idempotency_key_reused',
    'This Idempotency-Key was already used for another request.',
  );
}

function inProgress(): AppError {
  return new AppError(
    'conflict',
    'idempotency_key_in_progress',
    'A request with this Idempotency-Key is still running; retry shortly.',
    { headers: { 'Retry-After': '2' } },
  );
}

/**
 * Claims the key for this request: null when it is new (go on, then store the answer), else the answer of the
 * first request with the same body; another body → 409 idempotency_key_reused; a first request still running
 * (only visible with idempotentWrite) → 409 idempotency_key_in_progress.
 */
export async function claimKey(db: Db, id: IdempotencyScope, hash: string): Promise<StoredAnswer | null> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ scope: id.scope, owner_id: id.ownerId, key: id.key, request_hash: hash })
    .onConflict((oc) => oc.columns(['scope', 'owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return null;
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response', 'user_id'])
    .where('scope', '=', id.scope)
    .where('owner_id', '=', id.ownerId)
    .where('key', '=', id.key)
    .executeTakeFirstOrThrow();
  if (row.request_hash !== hash) throw reused();
  if (row.status === null) {
    if (await takeOverStale(db, id)) return null;
    throw inProgress();
  }
  return { status: row.status, response: row.response, userId: row.user_id };
}

/** Re-claims an unanswered key whose request died; true when this request now owns it. */
async function takeOverStale(db: Db, id: IdempotencyScope): Promise<boolean> {
  const row = await db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<Date>`now()` })
    .where('scope', '=', id.scope)
    .where('owner_id', '=', id.ownerId)
    .where('key', '=', id.key)
    .where('status', 'is', null)
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the answer of a claimed key (in the same transaction as the change where there is one). */
export async function storeAnswer(db: Db, id: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      status: answer.status,
      response: JSON.stringify(answer.response),
      user_id: answer.userId,
    })
    .where('scope', '=', id.scope)
    .where('owner_id', '=', id.ownerId)
    .where('key', '=', id.key)
    .execute();
}

/** Forgets an unanswered claim (its request failed), so a retry runs the request again. */
async function releaseKey(db: Db, id: IdempotencyScope): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', id.scope)
    .where('owner_id', '=', id.ownerId)
    .where('key', '=', id.key)
    .where('status', 'is', null)
    .execute();
}

function idempotencyError(text: string) {
  return new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): Idempotency-Key', {
    params: { 'Idempotency-Key': text },
  });
}

/** The Idempotency-Key header, checked; undefined when absent and not required. */
export function idempotencyKey(raw: string | undefined, required: boolean): string | undefined {
  if (raw === undefined) {
    if (!required) return undefined;
    throw idempotencyError('The Idempotency-Key header is required.');
  }
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw idempotencyError('The Idempotency-Key header must be 8 to 100 letters, digits or _.:-');
  return parsed.data;
}

/**
 * A signed-in user's write that honours an optional Idempotency-Key (the offline queue sends one per queued
 * write): a replay with the key answers the stored 200 answer without running `run` again. Without the header
 * the handler runs as before.
 */
export function idempotentWrite(
  db: Kysely<Database>,
  scope: IdempotencyScopeName,
  run: (req: Request) => Promise<unknown>,
): RequestHandler {
  return async (req, res) => {
    const key = idempotencyKey(req.get('Idempotency-Key'), false);
    if (key === undefined) {
      res.json(await run(req));
      return;
    }
    const userId = currentUser(req).id;
    const id: IdempotencyScope = { scope, ownerId: userId, key };
    const replay = await claimKey(db, id, requestHash(req.body));
    if (replay) {
      res.status(replay.status).json(replay.response);
      return;
    }
    let answer: unknown;
    try {
      answer = await run(req);
    } catch (error) {
      await releaseKey(db, id);
      throw error;
    }
    await storeAnswer(db, id, { status: 200, response: answer, userId });
    res.json(answer);
  };
}
