// Reading a user import file: csv-parse turns the text into records (comma or semicolon separated, as Excel
// saves it in English or German; quoted fields; BOM), then every record is checked against the same contract
// as the create-user form. Pure: the database checks (e-mail taken, location known) are the service's.
import { parse } from 'csv-parse/sync';
import {
  IMPORT_ROWS_MAX,
  type ImportRowError,
  type NewUserFields,
  newUserFieldsSchema,
} from '../../shared/domain';
import { issuesToParams } from '../../shared/validate';
import { NEW_USER_MESSAGES } from './schemas';

/** Columns of the file; the first three are required. */
export const IMPORT_COLUMNS = ['email', 'first_name', 'last_name', 'lang', 'role', 'subcategory'] as const;
const REQUIRED = ['email', 'first_name', 'last_name'] as const;

export interface ImportRow {
  /** The line of the file (the header is line 1). */
  row: number;
  fields: NewUserFields;
  /** The location/department by name, when the column is there and filled. */
  subcategory: string | null;
}

export interface ParsedImport {
  rows: ImportRow[];
  /** How many data rows the file has (valid or not). */
  count: number;
  errors: ImportRowError[];
}

function fileError(code: string, message: string, field = 'file'): ImportRowError {
  return { row: 0, field, code, message };
}

/** Parses and checks the file; a file-level problem is one error with row 0. */
export function readImportFile(text: string): ParsedImport {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // each record with the file's line it ends on: the row number the report names
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The file could not be read.';
    return { rows: [], count: 0, errors: [fileError('csv_unreadable', message)] };
  }
  const [first, ...data] = records;
  const header = first?.record;
  if (!header || data.length === 0) {
    return { rows: [], count: 0, errors: [fileError('csv_empty', 'The file has no rows below its header.')] };
  }
  const columns = header.map((name) => name.trim().toLowerCase());
  const unknown = columns.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  const headerErrors = [
    ...unknown.map((c) => fileError('column_unknown', `Unknown column "${c}".`, c)),
    ...missing.map((c) => fileError('column_missing', `The column "${c}" is missing.`, c)),
    ...repeated.map((c) => fileError('column_repeated', `The column "${c}" appears twice.`, c)),
  ];
  if (headerErrors.length) return { rows: [], count: data.length, errors: headerErrors };
  if (data.length > IMPORT_ROWS_MAX) {
    return {
      rows: [],
      count: data.length,
      errors: [fileError('too_many_rows', `At most ${IMPORT_ROWS_MAX} rows per file.`)],
    };
  }

  const rows: ImportRow[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<string, number>();
  data.forEach(({ record, info }) => {
    const row = info.lines;
    const raw: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = record[i] ?? '';
      // an empty optional cell means "the default", as in the form
      if (value !== '' || (REQUIRED as readonly string[]).includes(column)) raw[column] = value;
    });
    const { subcategory, ...userFields } = raw;
    const parsed = newUserFieldsSchema.safeParse(userFields);
    if (!parsed.success) {
      const params = issuesToParams(parsed.error.issues, userFields, 'body', NEW_USER_MESSAGES);
      const empty = new Set(
        parsed.error.issues.filter((i) => i.code === 'too_small').map((i) => String(i.path[0])),
      );
      for (const [field, message] of Object.entries(params)) {
        errors.push({ row, field, code: empty.has(field) ? 'field_required' : 'field_invalid', message });
      }
      return;
    }
    const first = firstRowOf.get(parsed.data.email);
    if (first !== undefined) {
      errors.push({
        row,
        field: 'email',
        code: 'email_repeated',
        message: `This e-mail address is in row ${first} already.`,
      });
      return;
    }
    firstRowOf.set(parsed.data.email, row);
    rows.push({ row, fields: parsed.data, subcategory: subcategory || null });
  });
  return { rows, count: data.length, errors };
}
