// Staff create users (issue 14): one by one (the create form) or from a CSV file, all or nothing. A new user
// has no password: the welcome mail links to "password lost", where they set one (nothing secret travels in a
// mail that staff triggered). A user created into a company gets a company membership for the given months.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  CreateUserBody,
  CreatedUser,
  ImportReport,
  ImportRowError,
  ImportUsersBody,
  Lang,
  NewUserFields,
  Role,
} from '../../shared/domain';
import { AppError } from '../../shared/errors';
import type { Outbox } from '../contact';
import { readImportFile } from './csv-rows';
import { companyNotFound } from './service';

/** Stored instead of a password hash: verifyPassword() reads it as "no password", so nobody can log in yet. */
export const NO_PASSWORD = '!unset';

interface NewUser {
  fields: NewUserFields;
  companyId: number | null;
  subcategoryId: number | null;
}

function rolesOf(fields: NewUserFields): Role[] {
  return fields.role === 'company_owner' ? ['subscriber', 'company_owner'] : ['subscriber'];
}

export function welcomeMail(lang: Lang, firstName: string, email: string): { subject: string; body: string } {
  if (lang === 'en-US') {
    return {
      subject: 'Your officefit account is ready',
      body: [
        `Hello ${firstName},`,
        '',
        `an officefit account was created for you (${email}). Please choose your password here:`,
        '',
        '/password_lost',
        '',
        'Your officefit team',
      ].join('\n'),
    };
  }
  return {
    subject: 'Ihr officefit-Konto ist eingerichtet',
    body: [
      `Hallo ${firstName},`,
      '',
      `für Sie wurde ein officefit-Konto angelegt (${email}). Bitte wählen Sie hier Ihr Passwort:`,
      '',
      '/password_lost',
      '',
      'Ihr officefit-Team',
    ].join('\n'),
  };
}

function existingEmail(): AppError {
  return new AppError('conflict', 'existing_user_email', 'Sorry, that email address is already used!');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface UsersServiceDeps {
  db: Kysely<Database>;
  outbox: Outbox;
}

export function createUsersService({ db, outbox }: UsersServiceDeps) {
  /** Inserts the users, their company memberships and history, and queues the welcome mails. */
  async function insertUsers(
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
    if (months && members.length) {
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

  async function company(id: number) {
    const row = await db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw companyNotFound();
    return row;
  }

  return {
    async create(staffId: number, body: CreateUserBody): Promise<CreatedUser> {
      const companyId = body.company_id ?? null;
      if (companyId !== null) await company(companyId);
      if (body.subcategory_id != null) {
        const sub = await db
          .selectFrom('company_subcategories')
          .select('id')
          .where('company_id', '=', companyId!)
          .where('id', '=', body.subcategory_id)
          .executeTakeFirst();
        if (!sub) {
          throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): subcategory_id', {
            params: { subcategory_id: 'The location or department does not belong to the company.' },
          });
        }
      }
      if (body.role === 'company_owner' && companyId === null) {
        throw new AppError('invalid_data', 'rest_invalid_param', 'Invalid parameter(s): role', {
          params: { role: 'An account owner needs a company.' },
        });
      }
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst();
      if (taken) throw existingEmail();
      try {
        const [user] = await db
          .transaction()
          .execute((trx) =>
            insertUsers(
              trx,
              [{ fields: body, companyId, subcategoryId: body.subcategory_id ?? null }],
              companyId === null ? null : (body.membership_months ?? null),
              staffId,
            ),
          );
        return user!;
      } catch (error) {
        // a registration with the same address won the race
        if (isUniqueViolation(error)) throw existingEmail();
        throw error;
      }
    },

    /**
     * Checks the whole file first and imports only when every row is fine, in one transaction: a bad row means
     * nobody is created, and the report names each bad row and field.
     */
    async importFile(staffId: number, body: ImportUsersBody): Promise<ImportReport> {
      const companyId = body.company_id ?? null;
      if (companyId !== null) await company(companyId);
      const parsed = readImportFile(body.csv);
      const errors: ImportRowError[] = [...parsed.errors];

      const subcategories = new Map<string, number>();
      if (companyId !== null) {
        const rows = await db
          .selectFrom('company_subcategories')
          .select(['id', 'name'])
          .where('company_id', '=', companyId)
          .execute();
        for (const row of rows) subcategories.set(row.name.toLowerCase(), row.id);
      }
      const emails = parsed.rows.map((r) => r.fields.email);
      const taken = new Set(
        emails.length
          ? (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
              (r) => r.email,
            )
          : [],
      );

      const users: NewUser[] = [];
      for (const { row, fields, subcategory } of parsed.rows) {
        const rowErrors: ImportRowError[] = [];
        if (taken.has(fields.email)) {
          rowErrors.push({
            row,
            field: 'email',
            code: 'email_taken',
            message: 'An account with this e-mail address exists already.',
          });
        }
        let subcategoryId: number | null = null;
        if (subcategory !== null) {
          if (companyId === null) {
            rowErrors.push({
              row,
              field: 'subcategory',
              code: 'subcategory_without_company',
              message: 'A location or department needs a company.',
            });
          } else {
            subcategoryId = subcategories.get(subcategory.toLowerCase()) ?? null;
            if (subcategoryId === null) {
              rowErrors.push({
                row,
                field: 'subcategory',
                code: 'subcategory_unknown',
                message: `The company has no location or department "${subcategory}".`,
              });
            }
          }
        }
        if (fields.role === 'company_owner' && companyId === null) {
          rowErrors.push({
            row,
            field: 'role',
            code: 'owner_without_company',
            message: 'An account owner needs a company.',
          });
        }
        if (rowErrors.length) errors.push(...rowErrors);
        else users.push({ fields, companyId, subcategoryId });
      }
      errors.sort((a, b) => a.row - b.row);

      const report = { rows: parsed.count, dry_run: body.dry_run, errors };
      if (errors.length || body.dry_run) return { ...report, imported: 0, users: [] };
      try {
        const created = await db
          .transaction()
          .execute((trx) =>
            insertUsers(trx, users, companyId === null ? null : (body.membership_months ?? null), staffId),
          );
        return { ...report, imported: created.length, users: created };
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(
            'conflict',
            'import_email_taken',
            'An account with one of these e-mail addresses was created meanwhile; nothing was imported. Please try again.',
          );
        }
        throw error;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
