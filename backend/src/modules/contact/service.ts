// Contact and trial-week requests: validated input is rate-limited per IP and per e-mail, stored, and announced
// to the sales inbox through the mail outbox in the same transaction. Admins move trial requests to started.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ContactReceipt, ContactRequest, OutboxMail } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { isoOrNull } from '../../shared/format';
import type { Paged } from '../posts';
import type { ContactConfig } from './config';
import { salesMail } from './mail';
import type { Outbox } from './outbox';
import { createContactRepository, hashIp, type RequestRow } from './repository';
import type { ContactBody, ListRequestsQuery, OutboxQuery } from './schemas';

// The JSON shape is the wire type shared with the admin app (@officefit/domain).
export type { ContactRequest } from '../../shared/domain';

export type { OutboxMail };

// the answer of POST contact is a wire type of @officefit/domain, read by mf-marketing as well
export type { ContactReceipt };

function toContactRequest(row: RequestRow): ContactRequest {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    message: row.message,
    employees: row.employees,
    lang: row.lang,
    created_at: row.created_at.toISOString(),
    started_at: isoOrNull(row.started_at),
    started_by: row.started_by === null ? null : { id: row.started_by, name: row.started_by_name ?? '' },
  };
}

const tooMany = (retryAfter: number) =>
  new AppError('too_many_requests', 'rest_too_many_requests', 'Too many requests. Please try again later.', {
    headers: { 'Retry-After': String(retryAfter) },
  });

export const invalidRequestId = () =>
  new AppError('not_found', 'rest_request_invalid_id', 'Invalid request ID.');

export interface ContactService {
  submit(body: ContactBody, ip: string): Promise<ContactReceipt>;
  list(query: ListRequestsQuery): Promise<Paged<ContactRequest>>;
  start(id: number, userId: number): Promise<ContactRequest>;
  outbox(query: OutboxQuery): Promise<OutboxMail[]>;
}

export function createContactService(
  db: Kysely<Database>,
  config: ContactConfig,
  outbox: Outbox,
): ContactService {
  const repo = createContactRepository(db);
  return {
    submit: (body, ip) =>
      db.transaction().execute(async (trx) => {
        const tx = createContactRepository(trx);
        const ipHash = hashIp(ip);
        const email = body.email.toLowerCase();
        // one at a time per key, so parallel posts cannot slip past the limit (fixed order: no deadlock)
        await tx.lock(`ip:${ipHash}`);
        await tx.lock(`email:${email}`);
        for (const [column, value] of [
          ['ip_hash', ipHash],
          ['email', email],
        ] as const) {
          const recent = await tx.recent(column, value, config.rateWindowSeconds);
          if (recent.count >= config.rateLimit) throw tooMany(recent.retryAfter);
        }
        const row = await tx.insert({
          kind: body.trial ? 'trial' : 'contact',
          state: body.trial ? 'requested' : null,
          name: body.name,
          email: body.email,
          company: body.company ?? null,
          phone: body.phone ?? null,
          message: body.message,
          employees: body.employees ?? null,
          lang: body.lang,
          ip_hash: ipHash,
        });
        const mail = salesMail({ ...body, id: row.id });
        await outbox.queue(trx, {
          kind: body.trial ? 'trial_request' : 'contact_request',
          recipient: config.salesEmail,
          lang: 'de-DE',
          ...mail,
        });
        return {
          id: row.id,
          trial: body.trial,
          state: body.trial ? ('requested' as const) : null,
          received_at: row.created_at.toISOString(),
        };
      }),

    async list({ kind, state, per_page, page }) {
      const filter = { kind, state };
      const [total, rows] = await Promise.all([
        repo.count(filter),
        repo.page(filter, per_page, (page - 1) * per_page),
      ]);
      return { items: rows.map(toContactRequest), total, totalPages: Math.ceil(total / per_page) };
    },

    async start(id, userId) {
      const row = await repo.byId(id);
      if (!row) throw invalidRequestId();
      if (row.kind !== 'trial') {
        throw new AppError('conflict', 'rest_invalid_state', 'Only a trial-week request can be started.');
      }
      if (row.state === 'requested') await repo.start(id, userId);
      return toContactRequest((await repo.byId(id))!);
    },

    async outbox({ per_page, kind }) {
      const rows = await repo.outbox(per_page, kind);
      return rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        recipient: row.recipient,
        state: row.state,
        created_at: row.created_at.toISOString(),
        sent_at: isoOrNull(row.sent_at),
      }));
    },
  };
}
