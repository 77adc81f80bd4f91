// Contact requests, their rate limit and the outbox rows the admin area lists (without their content).
import { createHash } from 'node:crypto';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { ContactRequestKind, ContactRequestsTable, Database, TrialState } from '../../db/schema';

export const hashIp = (ip: string) => createHash('sha256').update(ip).digest('hex');

type ContactRequest = Selectable<ContactRequestsTable>;

/** A request as the admin area lists it: without the consent time and the hashed address. */
export type RequestRow = Omit<ContactRequest, 'consent_at' | 'ip_hash'> & { started_by_name: string | null };

/** What a visitor's request stores (with the hashed address of the rate limit). */
type NewRequest = Pick<
  ContactRequest,
  'kind' | 'state' | 'name' | 'email' | 'company' | 'phone' | 'message' | 'employees' | 'lang' | 'ip_hash'
>;

export interface RequestFilter {
  kind?: ContactRequestKind;
  state?: TrialState;
}

function requests(db: Kysely<Database>) {
  return db
    .selectFrom('contact_requests as c')
    .leftJoin('users as u', 'u.id', 'c.started_by')
    .select([
      'c.id',
      'c.kind',
      'c.state',
      'c.name',
      'c.email',
      'c.company',
      'c.phone',
      'c.message',
      'c.employees',
      'c.lang',
      'c.created_at',
      'c.started_at',
      'c.started_by',
      sql<
        string | null
      >`case when u.id is null then null else btrim(u.first_name || ' ' || u.last_name) end`.as(
        'started_by_name',
      ),
    ]);
}

function filtered(db: Kysely<Database>, filter: RequestFilter) {
  return db
    .selectFrom('contact_requests as c')
    .$if(filter.kind !== undefined, (qb) => qb.where('c.kind', '=', filter.kind!))
    .$if(filter.state !== undefined, (qb) => qb.where('c.state', '=', filter.state!));
}

export function createContactRepository(db: Kysely<Database>) {
  return {
    /** Serialises requests of one key (IP hash or e-mail) until the transaction ends. */
    async lock(key: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${`contact:${key}`}))`.execute(db);
    },

    /** How many requests the key made in the window and when the oldest of them leaves it (seconds). */
    async recent(
      column: 'ip_hash' | 'email',
      value: string,
      windowSeconds: number,
    ): Promise<{ count: number; retryAfter: number }> {
      const row = await db
        .selectFrom('contact_requests')
        .select([
          sql<number>`count(*)`.as('count'),
          sql<number>`coalesce(ceil(extract(epoch from (min(created_at) + make_interval(secs => ${windowSeconds}) - now()))), 0)`.as(
            'retry_after',
          ),
        ])
        .where(column === 'email' ? sql`lower(email)` : sql.ref('ip_hash'), '=', value)
        .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), retryAfter: Math.max(1, Number(row.retry_after)) };
    },

    async insert(values: NewRequest): Promise<{ id: number; created_at: Date }> {
      return db
        .insertInto('contact_requests')
        .values({ ...values, consent_at: sql<Date>`now()` })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    async count(filter: RequestFilter): Promise<number> {
      const row = await filtered(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    page: (filter: RequestFilter, limit: number, offset: number): Promise<RequestRow[]> =>
      requests(db)
        .$if(filter.kind !== undefined, (qb) => qb.where('c.kind', '=', filter.kind!))
        .$if(filter.state !== undefined, (qb) => qb.where('c.state', '=', filter.state!))
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    byId: (id: number): Promise<RequestRow | undefined> =>
      requests(db).where('c.id', '=', id).executeTakeFirst(),

    async start(id: number, userId: number): Promise<void> {
      await db
        .updateTable('contact_requests')
        .set({ state: 'started', started_at: sql<Date>`now()`, started_by: userId })
        .where('id', '=', id)
        .where('state', '=', 'requested')
        .execute();
    },

    outbox: (limit: number, kind: string | undefined) =>
      db
        .selectFrom('mail_outbox')
        // never subject or body: staff see that a mail went out, not what it said (reset links!)
        .select(['id', 'kind', 'recipient', 'state', 'created_at', 'sent_at'])
        .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind!))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}
