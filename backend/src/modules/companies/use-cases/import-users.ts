// Staff import users from a CSV file (issue 14), all or nothing: the whole file is checked first and imported
// only when every row is fine, in one transaction; a bad row means nobody is created, and the report names each
// bad row and field.
import type { ImportReport, ImportRowError, ImportUsersBody } from '../../../shared/domain';
import { AppError } from '../../../shared/errors';
import { type ImportRow, readImportFile } from '../csv-rows';
import type { UsersDeps } from './context';
import { insertUsers, isUniqueViolation, type NewUser, requireCompanyRow } from './new-users';

/** What the rows are checked against: the company, its locations/departments by name, the addresses in use. */
interface Known {
  companyId: number | null;
  /** lower-case name → id */
  subcategories: Map<string, number>;
  taken: Set<string>;
}

export async function importFile(
  deps: UsersDeps,
  staffId: number,
  body: ImportUsersBody,
): Promise<ImportReport> {
  const companyId = body.company_id ?? null;
  if (companyId !== null) await requireCompanyRow(deps, companyId);
  const parsed = readImportFile(body.csv);
  const errors: ImportRowError[] = [...parsed.errors];
  const known: Known = {
    companyId,
    subcategories: await subcategoriesOf(deps, companyId),
    taken: await takenEmails(deps, parsed.rows),
  };
  const users: NewUser[] = [];
  for (const row of parsed.rows) {
    const rowErrors = checkRow(row, known);
    if (rowErrors.length) errors.push(...rowErrors);
    else users.push({ fields: row.fields, companyId, subcategoryId: subcategoryIdOf(row, known) });
  }
  errors.sort((a, b) => a.row - b.row);

  const report = { rows: parsed.count, dry_run: body.dry_run, errors };
  if (errors.length || body.dry_run) return { ...report, imported: 0, users: [] };
  try {
    const created = await deps.db
      .transaction()
      .execute((trx) =>
        insertUsers(deps, trx, users, companyId === null ? null : (body.membership_months ?? null), staffId),
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
}

async function subcategoriesOf({ db }: UsersDeps, companyId: number | null): Promise<Map<string, number>> {
  const subcategories = new Map<string, number>();
  if (companyId !== null) {
    const rows = await db
      .selectFrom('company_subcategories')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .execute();
    for (const row of rows) subcategories.set(row.name.toLowerCase(), row.id);
  }
  return subcategories;
}

async function takenEmails({ db }: UsersDeps, rows: readonly ImportRow[]): Promise<Set<string>> {
  const emails = rows.map((r) => r.fields.email);
  return new Set(
    emails.length
      ? (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
          (r) => r.email,
        )
      : [],
  );
}

/** The id of the row's location/department, or null (none given, or not one of the company's). */
function subcategoryIdOf({ subcategory }: ImportRow, known: Known): number | null {
  if (subcategory === null || known.companyId === null) return null;
  return known.subcategories.get(subcategory.toLowerCase()) ?? null;
}

/** The problems of one row: address in use, unknown location/department, an account owner without a company. */
function checkRow(importRow: ImportRow, known: Known): ImportRowError[] {
  const { row, fields, subcategory } = importRow;
  const rowErrors: ImportRowError[] = [];
  if (known.taken.has(fields.email)) {
    rowErrors.push({
      row,
      field: 'email',
      code: 'email_taken',
      message: 'An account with this e-mail address exists already.',
    });
  }
  if (subcategory !== null) {
    if (known.companyId === null) {
      rowErrors.push({
        row,
        field: 'subcategory',
        code: 'subcategory_without_company',
        message: 'A location or department needs a company.',
      });
    } else if (subcategoryIdOf(importRow, known) === null) {
      rowErrors.push({
        row,
        field: 'subcategory',
        code: 'subcategory_unknown',
        message: `The company has no location or department "${subcategory}".`,
      });
    }
  }
  if (fields.role === 'company_owner' && known.companyId === null) {
    rowErrors.push({
      row,
      field: 'role',
      code: 'owner_without_company',
      message: 'An account owner needs a company.',
    });
  }
  return rowErrors;
}
