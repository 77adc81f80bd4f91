// Just-in-time provisioning: the provider vouched for a person of the company; find them by the provider's
// subject, else by e-mail, else create them. A new member takes a seat of one of the company's valid access codes
// (the membership module's rule: no free seat, no membership), all in the caller's transaction.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { startCompanyMembership, takeCompanySeat } from '../membership';
import { SsoProblem } from './problems';

/** What the ID token says about the person (claims the login needs). */
export interface SsoPerson {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Not a password hash: verifyPassword() never accepts it, so the account has no password until one is set. */
const noPassword = () => `!sso$${randomBytes(8).toString('hex')}`;

/** Puts the user into the company with a company membership on a seat, as the registration with a code does. */
async function join(tx: Kysely<Database>, userId: number, companyId: number): Promise<void> {
  const seat = await takeCompanySeat(tx, companyId);
  if (seat === null) throw new SsoProblem('seat_limit');
  await tx
    .updateTable('users')
    // the company's own directory vouched for them: a confirmed member (companies/members.ts)
    .set({ company_id: companyId, company_confirmed_at: sql<Date>`coalesce(company_confirmed_at, now())` })
    .where('id', '=', userId)
    .execute();
  await startCompanyMembership(tx, {
    userId,
    companyId,
    accessCodeId: seat,
    reason: 'registered',
    detail: 'single sign-on',
  });
}

async function findUser(tx: Kysely<Database>, person: SsoPerson) {
  const columns = ['u.id', 'u.company_id', 'u.erased_at', 'u.deactivated_at'] as const;
  const linked = await tx
    .selectFrom('sso_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(columns)
    .where('i.issuer', '=', person.issuer)
    .where('i.subject', '=', person.subject)
    .executeTakeFirst();
  if (linked) return linked;
  return tx.selectFrom('users as u').select(columns).where('u.email', '=', person.email).executeTakeFirst();
}

/** The user id the SSO login of `person` at `companyId` signs in as (created or linked); SsoProblem otherwise. */
export async function provisionUser(
  tx: Kysely<Database>,
  companyId: number,
  person: SsoPerson,
): Promise<{ userId: number; created: boolean }> {
  let user = await findUser(tx, person);
  let created = false;
  // an erased account stays a tombstone: its provider link must not bring it back; one the company's directory
  // switched off (SCIM active=false) stays off until the directory switches it on
  if (user?.erased_at || user?.deactivated_at) throw new SsoProblem('account_disabled');
  if (user && user.company_id !== null && user.company_id !== companyId) throw new SsoProblem('wrong_domain');
  if (!user) {
    const row = await tx
      .insertInto('users')
      .values({
        email: person.email,
        password_hash: noPassword(),
        first_name: person.firstName.slice(0, 100),
        last_name: person.lastName.slice(0, 100),
        roles: ['subscriber'],
        email_verified_at: new Date(),
      })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    user = { id: row.id, company_id: null, erased_at: null, deactivated_at: null };
    created = true;
  }
  if (user.company_id === null) await join(tx, user.id, companyId);
  await tx
    .insertInto('sso_identities')
    .values({ issuer: person.issuer, subject: person.subject, user_id: user.id, company_id: companyId })
    .onConflict((oc) =>
      oc.columns(['issuer', 'subject']).doUpdateSet({ last_login_at: sql<Date>`now()`, user_id: user.id }),
    )
    .execute();
  return { userId: user.id, created };
}
