// Idempotency-Key: a payment-creating POST retried with the same key answers what the first one answered and
// creates nothing; the same key with another body is refused. The key row is inserted first in the request's
// transaction, so a concurrent retry waits on it (unique key) and then reads the stored answer.
import { createHash } from 'node:crypto';
import { AppError } from '../../shared/errors';
import type { Db } from './repository';

export interface IdempotencyScope {
  scope: 'registration' | 'membership_extend' | 'shop_checkout';
  /** The signed-in user, 0 without login. */
  ownerId: number;
  key: string;
}

export interface StoredAnswer {
  status: number;
  response: unknown;
  userId: number | null;
}

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

/**
 * Claims the key for this request: null when it is new (go on, then store the answer), else the answer of the
 * first request with the same body; another body → 409 idempotency_key_reused.
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
  if (row.request_hash !== hash || row.status === null) throw reused();
  return { status: row.status, response: row.response, userId: row.user_id };
}

/** Stores the answer of a claimed key (in the same transaction as the change). */
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
