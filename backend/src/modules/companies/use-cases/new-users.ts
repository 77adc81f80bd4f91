// What both ways of creating users share (issue 14): the rows of a new user, their company membership and
// history, and the welcome mail. A new user has no password: the welcome mail links to "password lost", where they
// set one (nothing secret travels in a mail that staff triggered).
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CreatedUser, Lang, NewUserFields, Role } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { companyNotFound, type UsersDeps } from './context';
import { personalMail } from '../../../shared/mail-text';

/** Stored instead of a password hash: verifyPassword() reads it as "no password", so nobody can log in yet. */
export const NO_PASSWORD = '!unset';

export interface NewUser {
  fields: NewUserFields;
  companyId: number | null;
  subcategoryId: number | null;
}

function rolesOf(fields: NewUserFields): Role[] {
  return fields.role === 'company_owner' ? ['subscriber', 'company_owner'] : ['subscriber'];
}

export function welcomeMail(lang: Lang, firstName: string, email: string): { subject: string; body: string } {
  if (lang === 'en-US') {
    return personalMail(lang, firstName, 'Your officefit account is ready', [
      `an officefit account was created for you (${email}). Please choose your password here:`,
      '',
      '/password_lost',
    ]);
  }
  return personalMail(lang, firstName, 'Ihr officefit-Konto ist eingerichtet', [
    `für Sie wurde ein officefit-Konto angelegt (${email}). Bitte wählen Sie hier Ihr Passwort:`,
    '',
    '/password_lost',
  ]);
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The company users are created into, else 404. */
export async function requireCompanyRow({ db }: UsersDeps, id: number) {
  const row = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  if (!row) throw companyNotFound();
  return row;
}

/** Inserts the users, their company memberships and history, and queues the welcome mails. */
export async function insertUsers(
  { outbox }: UsersDeps,
  trx: Transaction<Database>,
  users: readonly NewUser[],
  months: number | null,
  staffId: number,
): Promise<CreatedUser[]> {
  const created = await trx
    .insertInto('users')
    .values(
      users.map(({ fields, companyId, subcategoryId }) => ({
        email: fields.email,
        password_hash: NO_PASSWORD,
        first_name: fields.first_name,
        last_name: fields.last_name,
        lang: fields.lang,
        roles: rolesOf(fields),
        company_id: companyId,
        subcategory_id: subcategoryId,
        // staff put them into the company: confirmed members of it (companies/members.ts)
        company_confirmed_at: companyId === null ? null : new Date(),
        company_confirmed_by: companyId === null ? null : staffId,
      })),
    )
    .returning(['id', 'email', 'first_name', 'last_name', 'company_id', 'subcategory_id', 'roles', 'lang'])
    .execute();
  const members = created.filter((u) => u.company_id !== null);
  if (months && members.length) await startMemberships(trx, members, months, staffId);
  for (const user of created) {
    const mail = welcomeMail(user.lang, user.first_name, user.email);
    await outbox.queue(trx, { kind: 'account_created', recipient: user.email, lang: user.lang, ...mail });
  }
  return created.map((u) => ({
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    company_id: u.company_id,
    subcategory_id: u.subcategory_id,
    roles: u.roles,
  }));
}

/** A company membership of `months` from now for each new member, with its history row. */
async function startMemberships(
  trx: Transaction<Database>,
  members: readonly { id: number; company_id: number | null }[],
  months: number,
  staffId: number,
): Promise<void> {
  const subscriptions = await trx
    .insertInto('subscriptions')
    .values(
      members.map((u) => ({
        user_id: u.id,
        company_id: u.company_id,
        kind: 'company' as const,
        status: 'active' as const,
        payment_type: 'company' as const,
        starts_at: sql<Date>`now()`,
        ends_at: sql<Date>`now() + make_interval(months => ${months})`,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  await trx
    .insertInto('membership_history')
    .values(
      subscriptions.map((s) => ({
        subscription_id: s.id,
        user_id: s.user_id,
        from_state: null,
        to_state: 'active' as const,
        reason: 'registered',
        detail: 'created by staff',
        actor: 'staff' as const,
        actor_id: staffId,
      })),
    )
    .execute();
}

export function existingEmail(): AppError {
  return new AppError('conflict', 'existing_user_email', 'Sorry, that email address is already used!');
}
