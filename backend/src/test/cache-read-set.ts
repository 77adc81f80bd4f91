// What a cached query reads and what its invalidating triggers cover, both taken from the database itself (no
// hand-kept column list): the read set from EXPLAIN (VERBOSE) of every statement the cached read sends — PostgreSQL
// names each scanned table with its alias and every column each plan node outputs, filters, joins or sorts on — and
// the triggers from the catalog (pg_trigger, information_schema.triggered_update_columns, the trigger functions'
// source in pg_proc). cache-triggers.test.ts compares the two for each trigger-invalidated cache.
import { CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import type { Database } from '../db/schema';

/** `table.column` strings. */
export type ColumnSet = Set<string>;

/**
 * `db` with every statement it sends recorded as compiled (text and parameters), raw `sql` statements included.
 * Run the cached read on the returned db, then `statements()` gives what it sent.
 */
export function recordingStatements(db: Kysely<Database>): {
  db: Kysely<Database>;
  statements: () => CompiledQuery[];
} {
  const nodes: Array<{
    node: RootOperationNode;
    queryId: Parameters<KyselyPlugin['transformQuery']>[0]['queryId'];
  }> = [];
  const recorder: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push({ node: args.node, queryId: args.queryId });
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const recording = db.withPlugin(recorder);
  return {
    db: recording,
    statements: () => nodes.map(({ node, queryId }) => recording.getExecutor().compileQuery(node, queryId)),
  };
}

interface PlanNode {
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** Plan fields that name things rather than hold expressions. */
const NAME_FIELDS = new Set([
  'Node Type',
  'Relation Name',
  'Alias',
  'Schema',
  'Index Name',
  'Parent Relationship',
  'Subplan Name',
  'CTE Name',
  'Function Name',
  'Strategy',
  'Join Type',
  'Scan Direction',
  'Partial Mode',
  'Command',
  'Operation',
]);

/** Every plan node of a plan tree. */
function* planNodes(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* planNodes(child);
}

/** The expression texts of a node (outputs, conditions, keys). */
function expressions(node: PlanNode): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (NAME_FIELDS.has(key)) continue;
    if (typeof value === 'string') texts.push(value);
    if (Array.isArray(value)) texts.push(...value.filter((v): v is string => typeof v === 'string'));
  }
  return texts;
}

/** The columns of every table of the public schema. */
export async function tableColumns(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns where table_schema = 'public'`.execute(db);
  const columns = new Map<string, string[]>();
  for (const r of rows) columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
  return columns;
}

const QUALIFIED = /"?([A-Za-z_][A-Za-z0-9_]*)"?\.(?:"?([A-Za-z_][A-Za-z0-9_]*)"?|(\*))/g;

/** Quoted literals ('publish'::text) hold no column names. */
const withoutLiterals = (text: string) => text.replace(/'(?:[^']|'')*'/g, "''");

/**
 * A statement of one table: EXPLAIN VERBOSE writes its columns without the alias (`Output: id, first_name`), so
 * every word that is a column of that table counts (a function or type named like a column only adds a column).
 */
function singleTableReads(texts: string[], table: string, known: string[], into: ColumnSet): void {
  for (const text of texts) {
    for (const [word] of withoutLiterals(text).matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
      if (known.includes(word)) into.add(`${table}.${word}`);
    }
  }
}

/** The table columns one plan reads: `alias.column` of every scanned alias, `alias.*` as every column. */
function planReadSet(plan: PlanNode, columns: Map<string, string[]>, into: ColumnSet): void {
  const nodes = [...planNodes(plan)];
  // EXPLAIN VERBOSE gives each range table entry its own alias (u, u_1, …), so an alias names one table
  const tableOf = new Map<string, string>();
  for (const n of nodes) if (n['Relation Name'] && n.Alias) tableOf.set(n.Alias, n['Relation Name']);
  const texts = nodes.flatMap(expressions).map(withoutLiterals);
  const tables = [...new Set(tableOf.values())];
  // one table: EXPLAIN drops the alias from some fields (Output) and keeps it in others (Index Cond)
  if (tables.length === 1 && columns.has(tables[0]!)) {
    singleTableReads(texts, tables[0]!, columns.get(tables[0]!)!, into);
    return;
  }
  for (const text of texts) {
    for (const [, alias, column, star] of text.matchAll(QUALIFIED)) {
      const table = tableOf.get(alias!);
      const known = table ? columns.get(table) : undefined;
      if (!table || !known) continue;
      if (star) known.forEach((c) => into.add(`${table}.${c}`));
      else if (known.includes(column!)) into.add(`${table}.${column}`);
    }
  }
}

/** Every `table.column` the statements read, from their EXPLAIN (VERBOSE) plans. */
export async function readSet(db: Kysely<Database>, statements: CompiledQuery[]): Promise<ColumnSet> {
  const columns = await tableColumns(db);
  const read: ColumnSet = new Set();
  for (const statement of statements) {
    if (!/^\s*(with|select)\b/i.test(statement.sql)) continue;
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      CompiledQuery.raw(`explain (verbose, format json) ${statement.sql}`, [...statement.parameters]),
    );
    for (const { Plan } of rows[0]!['QUERY PLAN']) planReadSet(Plan, columns, read);
  }
  return read;
}

/** A trigger as the catalog has it. */
export interface CatalogTrigger {
  table: string;
  name: string;
  fn: string;
  events: Array<'insert' | 'update' | 'delete' | 'truncate'>;
  /** `update of …` columns; empty: every update. */
  updateOf: string[];
  /** Columns the function compares old and new rows on (`o.x is distinct from n.x`); empty: no such filter. */
  comparedColumns: string[];
}

/** pg_trigger's tgtype bits (PostgreSQL's trigger.h). */
const EVENT_BITS = { insert: 4, delete: 8, update: 16, truncate: 32 } as const;

/** The user triggers whose function's name matches `fnPattern` (SQL `like`). */
export async function catalogTriggers(db: Kysely<Database>, fnPattern: string): Promise<CatalogTrigger[]> {
  const { rows } = await sql<{ table: string; name: string; fn: string; tgtype: number; src: string }>`
    select c.relname as table, t.tgname as name, p.proname as fn, t.tgtype::int as tgtype, p.prosrc as src
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where not t.tgisinternal and p.proname like ${fnPattern}`.execute(db);
  const { rows: ofColumns } = await sql<{ trigger: string; table: string; column: string }>`
    select trigger_name as trigger, event_object_table as table, event_object_column as column
    from information_schema.triggered_update_columns where trigger_schema = 'public'`.execute(db);
  return rows.map((r) => ({
    table: r.table,
    name: r.name,
    fn: r.fn,
    events: (Object.keys(EVENT_BITS) as Array<keyof typeof EVENT_BITS>).filter(
      (e) => (r.tgtype & EVENT_BITS[e]) !== 0,
    ),
    updateOf: ofColumns.filter((c) => c.trigger === r.name && c.table === r.table).map((c) => c.column),
    comparedColumns: [...r.src.matchAll(/\bo\.(\w+) is distinct from n\.\1\b/g)].map((m) => m[1]!),
  }));
}

/** Why a table or column needs no trigger for an event (each entry says why, for the reader of a failure). */
export interface Exemptions {
  /** `table:event` → reason. */
  events?: Record<string, string>;
  /** `table.column` → reason (no update trigger needed). */
  columns?: Record<string, string>;
}

/**
 * What `read` needs and `triggers` do not cover: for every table read, an insert and a delete trigger; for every
 * column read, an update trigger that fires for it (its `update of` list and its function's comparisons).
 */
export function uncovered(read: ColumnSet, triggers: CatalogTrigger[], exempt: Exemptions = {}): string[] {
  const gaps: string[] = [];
  const tables = new Set([...read].map((c) => c.split('.')[0]!));
  for (const table of tables) {
    for (const event of ['insert', 'delete'] as const) {
      const covered = triggers.some((t) => t.table === table && t.events.includes(event));
      if (!covered && !exempt.events?.[`${table}:${event}`]) gaps.push(`${table}: no ${event} trigger`);
    }
  }
  for (const column of read) {
    const [table, name] = column.split('.') as [string, string];
    const fires = triggers.some(
      (t) =>
        t.table === table &&
        t.events.includes('update') &&
        (t.updateOf.length === 0 || t.updateOf.includes(name)) &&
        (t.comparedColumns.length === 0 || t.comparedColumns.includes(name)),
    );
    if (!fires && !exempt.columns?.[column]) gaps.push(`${column}: no update trigger fires for it`);
  }
  return gaps.sort();
}
