// Members a company confirmed (issue 32: 4 sock accounts registered with the company's access code lifted a group
// of one over the owner report's floor of 5). A member counts for the report when their verified e-mail address is
// on one of the company's domains (or a subdomain), or when the owner or staff confirmed them; anyone can type an
// access code, only the company can vouch for its staff.
import { type Expression, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { UnconfirmedMember } from '../../shared/domain';
import { AppError } from '../../shared/errors';
import { companyNotFound } from './service';

/**
 * True when `email` is on one of the company's `domains` or a subdomain of one: the one rule for "a company address"
 * (the owner report's confirmed members, and access codes of a company that admits only its addresses).
 */
export const onCompanyDomain = (email: Expression<string>, domains: Expression<string[]>) =>
  sql<boolean>`exists (
    select 1 from unnest(${domains}) d
    where split_part(${email}, '@', 2) = d or right(split_part(${email}, '@', 2), length(d) + 1) = '.' || d
  )`;

/** True for a member the company confirmed; the query names the user `u` and the company `c`. */
export const confirmedMember = sql<boolean>`(u.company_confirmed_at is not null or (
  u.email_verified_at is not null and ${onCompanyDomain(sql.ref('u.email'), sql.ref('c.email_domains'))}))`;

export function createMembersService(db: Kysely<Database>) {
  return {
    /** The company's members the report does not count yet, newest first. */
    async unconfirmed(companyId: number | null): Promise<{ members: UnconfirmedMember[] }> {
      if (companyId === null) throw companyNotFound();
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('companies as c', 'c.id', 'u.company_id')
        .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.created_at'])
        .where('u.company_id', '=', companyId)
        .where(sql<boolean>`'subscriber' = any (u.roles)`)
        .where(sql<boolean>`not ${confirmedMember}`)
        .where('u.erased_at', 'is', null)
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(500)
        .execute();
      return {
        members: rows.map((r) => ({
          id: r.id,
          first_name: r.first_name,
          last_name: r.last_name,
          email: r.email,
          registered_at: r.created_at.toISOString(),
        })),
      };
    },

    /** The owner vouches for a member of their own company; anyone else's id is "not found". Repeatable. */
    async confirm(
      companyId: number | null,
      userId: number,
      by: number,
    ): Promise<{ id: number; confirmed: true }> {
      if (companyId === null) throw companyNotFound();
      const row = await db
        .updateTable('users')
        .set({
          company_confirmed_at: sql<Date>`coalesce(company_confirmed_at, now())`,
          company_confirmed_by: sql<number>`coalesce(company_confirmed_by, ${by})`,
        })
        .where('id', '=', userId)
        .where('company_id', '=', companyId)
        .where(sql<boolean>`'subscriber' = any (roles)`)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('not_found', 'member_not_found', 'Member not found.');
      return { id: row.id, confirmed: true };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
