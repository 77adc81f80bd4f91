// Membership vouchers staff make and switch off in mf-admin (issue 36), like a company's access codes: codes from
// the shared generator (FIT-XXXX-XXXX-XXXX, shared/codes.ts), a server-side limit per request, the request's audit
// row completed with what was made or changed. Redemption is the registration's rule (grant-access.ts).
import type { Response } from 'express';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { futureEndOfDay } from '../kernel';
import { unguessableCode } from '../../shared/codes';
import {
  type AdminVoucher,
  VOUCHER_HOURLY_MAX,
  type VoucherCreateBody,
  type VoucherState,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { isoOrNull } from '../../shared/format';
import { auditDetails } from '../audit';

type Db = Kysely<Database>;

/** The most rows GET admin/vouchers answers (newest first; a print run is at most VOUCHER_BATCH_MAX). */
export const VOUCHER_LIST_LIMIT = 500;

/** Who acts, and the response whose audit row the action completes. */
export interface VoucherActing {
  actorId: number;
  res: Response;
}

/** The state as staff read it; disabled wins over the dates, used up over expired. */
const STATE = sql<VoucherState>`(case when disabled_at is not null then 'disabled'
  when uses >= max_uses then 'used'
  when valid_until is not null and valid_until <= now() then 'expired'
  else 'unused' end)`;

function vouchers(db: Db) {
  return db
    .selectFrom('vouchers')
    .select(['id', 'code', 'duration', 'max_uses', 'uses', 'valid_until', 'created_at', STATE.as('state')]);
}

type Row = Awaited<ReturnType<ReturnType<typeof vouchers>['executeTakeFirstOrThrow']>>;

function toAdminVoucher(row: Row): AdminVoucher {
  return {
    id: row.id,
    code: row.code,
    duration: row.duration,
    max_uses: row.max_uses,
    uses: row.uses,
    valid_until: isoOrNull(row.valid_until),
    created_at: isoOrNull(row.created_at) ?? '',
    state: row.state,
  };
}

export async function listVouchers(db: Db, state: VoucherState | undefined): Promise<AdminVoucher[]> {
  let query = vouchers(db).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(VOUCHER_LIST_LIMIT);
  if (state !== undefined) query = query.where(STATE, '=', state);
  return (await query.execute()).map(toAdminVoucher);
}

/** The codes this staff member made in the last hour; their user row is locked so parallel requests queue. */
async function madeLastHour(tx: Db, actorId: number): Promise<number> {
  await tx.selectFrom('users').select('id').where('id', '=', actorId).forUpdate().executeTakeFirst();
  const row = await tx
    .selectFrom('vouchers')
    .select(sql<number>`count(*)::integer`.as('made'))
    .where('created_by', '=', actorId)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  return row.made;
}

/** The refusal past VOUCHER_HOURLY_MAX: how many may still be made now goes with it (the form names it). */
function hourlyLimitReached(left: number): AppError {
  const message = `At most ${VOUCHER_HOURLY_MAX} voucher codes per hour; ${left} can be made now.`;
  return new AppError('too_many_requests', 'voucher_hourly_limit', message, {
    params: { count: message },
    headers: { 'Retry-After': '3600' },
  });
}

/**
 * Makes `count` vouchers in one transaction; a code that exists already (about 2^-59) is drawn again. Past the
 * hourly limit nothing is made and the request's audit row says so.
 */
export async function createVouchers(
  db: Db,
  body: VoucherCreateBody,
  { actorId, res }: VoucherActing,
  now = new Date(),
): Promise<AdminVoucher[]> {
  const validUntil = body.valid_until === undefined ? null : futureEndOfDay(body.valid_until, now);
  let madeBefore = 0;
  const work = db.transaction().execute(async (tx) => {
    madeBefore = await madeLastHour(tx, actorId);
    if (madeBefore + body.count > VOUCHER_HOURLY_MAX) {
      throw hourlyLimitReached(Math.max(0, VOUCHER_HOURLY_MAX - madeBefore));
    }
    const ids: number[] = [];
    while (ids.length < body.count) {
      const rows = Array.from({ length: body.count - ids.length }, () => ({
        code: unguessableCode(),
        duration: body.duration,
        max_uses: body.max_uses,
        valid_until: validUntil,
        created_by: actorId,
      }));
      const made = await tx
        .insertInto('vouchers')
        .values(rows)
        .onConflict((oc) => oc.column('code').doNothing())
        .returning('id')
        .execute();
      ids.push(...made.map((row) => row.id));
    }
    // the codes are what a guesser wants: the audit keeps the ids and the terms, not the codes
    await auditDetails(tx, res, actorId, {
      action: 'voucher.create',
      subject: 'vouchers',
      after: { ids, duration: body.duration, max_uses: body.max_uses, valid_until: validUntil },
    });
    const rows = await vouchers(tx).where('id', 'in', ids).orderBy('id').execute();
    return rows.map(toAdminVoucher);
  });
  // the refusal is recorded after the rolled-back transaction (on the request's row, issue 14)
  return work.catch(async (error: unknown) => {
    if (error instanceof AppError && error.code === 'voucher_hourly_limit') {
      await auditDetails(db, res, actorId, {
        action: 'voucher.create_refused',
        subject: 'vouchers',
        after: { count: body.count, made_last_hour: madeBefore, limit: VOUCHER_HOURLY_MAX },
      });
    }
    throw error;
  });
}

/** Switches a voucher off (again: no change); redeeming it then answers "not valid". */
export async function disableVoucher(
  db: Db,
  id: number,
  { actorId, res }: VoucherActing,
): Promise<AdminVoucher> {
  return db.transaction().execute(async (tx) => {
    const before = await vouchers(tx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('not_found', 'voucher_not_found', 'Voucher not found.');
    await tx
      .updateTable('vouchers')
      .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
      .where('id', '=', id)
      .execute();
    const after = await vouchers(tx).where('id', '=', id).executeTakeFirstOrThrow();
    await auditDetails(tx, res, actorId, {
      action: 'voucher.disable',
      subject: `voucher:${id}`,
      before: { state: before.state },
      after: { state: after.state },
    });
    return toAdminVoucher(after);
  });
}
