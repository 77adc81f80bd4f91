// The audit log table: one row per staff action and per write made while switched to a user (issue 14).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What one audit row says. `before` / `after` are any JSON value (null when there is nothing to show). */
export interface AuditEntry {
  actorId: number;
  action: string;
  targetUserId?: number | null;
  impersonationId?: number | null;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  actor?: number;
  target?: number;
  action?: string;
  limit: number;
  offset: number;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Writes one row; the actor's name is copied from users so the row still reads after the actor is deleted. */
export async function insertAudit(db: Kysely<Database>, entry: AuditEntry): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .columns([
      'actor_id',
      'actor_name',
      'target_user_id',
      'impersonation_id',
      'action',
      'subject',
      'before',
      'after',
    ])
    .expression(
      db
        .selectFrom('users')
        .select([
          'id',
          sql<string>`first_name || ' ' || last_name`.as('actor_name'),
          sql<number | null>`${entry.targetUserId ?? null}::integer`.as('target_user_id'),
          sql<number | null>`${entry.impersonationId ?? null}::integer`.as('impersonation_id'),
          sql<string>`${entry.action}`.as('action'),
          sql<string | null>`${entry.subject ?? null}::text`.as('subject'),
          sql<string | null>`${json(entry.before)}::jsonb`.as('before'),
          sql<string | null>`${json(entry.after)}::jsonb`.as('after'),
        ])
        .where('id', '=', entry.actorId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new Error(`audit: no user ${entry.actorId}`);
  return row.id;
}

/** Adds what the handler knows (target, before/after, a precise action) to a row written by the request hook. */
export async function completeAudit(
  db: Kysely<Database>,
  id: number,
  entry: Omit<AuditEntry, 'actorId'>,
): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({
      action: entry.action,
      ...(entry.targetUserId === undefined ? {} : { target_user_id: entry.targetUserId }),
      ...(entry.subject === undefined ? {} : { subject: entry.subject }),
      ...(entry.impersonationId === undefined ? {} : { impersonation_id: entry.impersonationId }),
      before: json(entry.before),
      after: json(entry.after),
    })
    .where('id', '=', id)
    .execute();
}

function filtered(db: Kysely<Database>, filter: AuditFilter) {
  return db
    .selectFrom('audit_log as l')
    .$if(filter.actor !== undefined, (qb) => qb.where('l.actor_id', '=', filter.actor!))
    .$if(filter.target !== undefined, (qb) => qb.where('l.target_user_id', '=', filter.target!))
    .$if(filter.action !== undefined, (qb) => qb.where('l.action', '=', filter.action!));
}

/** One page of rows, newest first, with the target's name, plus the number of matching rows. */
export async function listAudit(db: Kysely<Database>, filter: AuditFilter) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('users as t', 't.id', 'l.target_user_id')
      .select([
        'l.id',
        'l.actor_id',
        'l.actor_name',
        'l.target_user_id',
        'l.impersonation_id',
        'l.action',
        'l.subject',
        'l.before',
        'l.after',
        'l.created_at',
      ])
      .select(sql<string | null>`t.first_name || ' ' || t.last_name`.as('target_name'))
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>['rows'][number];
